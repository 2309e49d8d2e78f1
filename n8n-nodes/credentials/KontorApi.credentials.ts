import type {
	IAuthenticateGeneric,
	Icon,
	ICredentialTestRequest,
	ICredentialType,
	INodeProperties,
} from 'n8n-workflow';

export class KontorApi implements ICredentialType {
	name = 'kontorApi';

	displayName = 'Kontor API';

	icon: Icon = { light: 'file:../icons/kontor.svg', dark: 'file:../icons/kontor.dark.svg' };

	documentationUrl = 'https://github.com/kontor/kontor/tree/main/n8n-nodes#connect-it-to-kontor';

	properties: INodeProperties[] = [
		{
			displayName: 'Base URL',
			name: 'baseUrl',
			type: 'string',
			default: 'http://127.0.0.1:8000',
			placeholder: 'https://kontor.example.com',
			description:
				'Where Kontor answers, without /api. In the Docker Compose stack: http://kontor:8000.',
		},
		{
			displayName: 'API Key',
			name: 'apiKey',
			type: 'string',
			typeOptions: { password: true },
			default: '',
			placeholder: 'sk_...',
			description:
				'An API key from Settings → Automation → API keys (or npm run kontor -- create-api-key)',
		},
	];

	authenticate: IAuthenticateGeneric = {
		type: 'generic',
		properties: {
			headers: {
				Authorization: '=Bearer {{$credentials.apiKey}}',
			},
		},
	};

	test: ICredentialTestRequest = {
		request: {
			baseURL: '={{$credentials.baseUrl.replace(/\\/+$/, "")}}',
			url: '/api/v1/auth/me/',
			method: 'GET',
		},
	};
}
