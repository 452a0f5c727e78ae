import type { ReactNode } from 'react';

/** Elements kept from message HTML; anything else keeps only its text. */
const KEPT = new Set(['P', 'BR', 'STRONG', 'B', 'EM', 'I', 'UL', 'OL', 'LI', 'A']);

function toReact(node: Node, key: string): ReactNode {
  if (node.nodeType === Node.TEXT_NODE) return node.textContent;
  if (!(node instanceof Element)) return null;
  const children = [...node.childNodes].map((child, index) => toReact(child, `${key}.${index}`));
  if (!KEPT.has(node.tagName)) return children;
  if (node.tagName === 'BR') return <br key={key} />;
  if (node.tagName === 'A') {
    const href = node.getAttribute('href') ?? '';
    // Only web links survive; javascript: and friends become plain text.
    if (!/^https?:\/\//i.test(href)) return children;
    return (
      <a key={key} href={href} target="_blank" rel="noreferrer noopener">
        {children}
      </a>
    );
  }
  const Tag = node.tagName.toLowerCase() as 'p' | 'strong' | 'b' | 'em' | 'i' | 'ul' | 'ol' | 'li';
  return <Tag key={key}>{children}</Tag>;
}

/**
 * Message HTML (the outbox bodies) as React elements, without ever using innerHTML: only a few
 * formatting tags and http(s) links are kept, attributes are dropped, scripts are inert text.
 */
export function SafeHtml({ html }: { html: string }) {
  const body = new DOMParser().parseFromString(html, 'text/html').body;
  return <>{[...body.childNodes].map((child, index) => toReact(child, String(index)))}</>;
}
