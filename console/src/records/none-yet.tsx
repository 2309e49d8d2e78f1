/**
 * What a list with no records yet says: the console does not write clients or invoices (they come from the systems
 * that send them over the API), so an empty list tells a new user where they come from and links the operation.
 */
export function NoneYet({ records, operation }: { records: 'clients' | 'invoices'; operation: string }) {
  const path = records === 'clients' ? '/api/v1/clients/' : '/api/v1/invoices/';
  const tag = records === 'clients' ? 'Clients' : 'Invoices';
  return (
    <>
      No {records} yet. They are not written here: they come over the API (<code>POST {path}</code>), from n8n, an AI agent or the smart
      endpoints. {/* A link outside the console's router: the API reference is Kontor's own page, not one of the console's. */}
      <a href={`/api/docs/#/${tag}/${operation}`}>How, in the API reference.</a>
    </>
  );
}
