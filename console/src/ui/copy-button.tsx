import { useState } from 'react';

export function CopyButton({ text, label = 'Copy' }: { text: string; label?: string }) {
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
    } catch {
      // No clipboard permission (an http origin other than localhost): select the text for a manual copy instead.
      const range = document.createRange();
      const target = document.querySelector(`[data-copy-source="${CSS.escape(text)}"]`);
      if (target) {
        range.selectNodeContents(target);
        window.getSelection()?.removeAllRanges();
        window.getSelection()?.addRange(range);
      }
    }
    setCopied(true);
    window.setTimeout(() => setCopied(false), 2000);
  };
  return (
    <button type="button" onClick={copy}>
      {copied ? 'Copied' : label}
    </button>
  );
}

/** A secret shown once, with its copy button. */
export function SecretOnce({ secret, what }: { secret: string; what: string }) {
  return (
    <div className="secret" role="status">
      <p>Copy the {what} now: Kontor does not show it again.</p>
      <div className="secret-row">
        <code data-copy-source={secret} className="secret-value">
          {secret}
        </code>
        <CopyButton text={secret} />
      </div>
    </div>
  );
}
