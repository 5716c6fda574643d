import { Fragment } from 'react';

/**
 * Code that may wrap only where `breakBefore` matches (before a slash of a path, a capital of a
 * field name), so a long path or `allowEndUserOutboundCallerId` fits a phone unbroken inside words.
 */
export function BreakableCode(props: { text: string; breakBefore: RegExp; className?: string }) {
  const parts: { word: string; at: number }[] = [];
  for (const word of props.text.split(props.breakBefore)) {
    const last = parts.at(-1);
    parts.push({ word, at: last ? last.at + last.word.length : 0 });
  }
  return (
    <code className={props.className}>
      {parts.map(({ word, at }) => (
        <Fragment key={at}>
          {at > 0 ? <wbr /> : null}
          {word}
        </Fragment>
      ))}
    </code>
  );
}
