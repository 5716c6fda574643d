// The hosted payment page (C-295; decision 0113): a page of this product that stands in for the
// card processor. Server-rendered, no script at all (its CSP allows none), one form posted back to
// the same address. It answers the problems beside the fields and never echoes the card number.

const escapeHtml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch] ?? ch,
  );

/** The page's headers: no script, no framing, no caching, no referrer (the token is in the path). */
export const HOSTED_PAGE_HEADERS: Record<string, string> = {
  'cache-control': 'no-store',
  'x-frame-options': 'DENY',
  'content-security-policy':
    "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'",
  'referrer-policy': 'no-referrer',
};

const STYLE = `
    :root { color-scheme: light dark; }
    body { font-family: system-ui, sans-serif; display: grid; place-items: center; min-height: 100vh; margin: 0; background: #f4f5f7; color: #1d2330; }
    main { background: #fff; padding: 2rem; border-radius: 8px; box-shadow: 0 1px 4px rgba(0,0,0,.12); width: min(26rem, 90vw); box-sizing: border-box; }
    h1 { font-size: 1.4rem; margin-top: 0; }
    label { display: block; margin-top: 1rem; font-weight: 600; }
    input[type=text], select { width: 100%; box-sizing: border-box; padding: .5rem; margin-top: .25rem; font-size: 1rem; border: 1px solid #6b7280; border-radius: 4px; background: #fff; color: #1d2330; }
    .row { display: flex; gap: .75rem; }
    .row > div { flex: 1; }
    .check { display: flex; gap: .5rem; align-items: center; margin-top: 1rem; font-weight: 400; }
    button { margin-top: 1.5rem; width: 100%; padding: .6rem; font-size: 1rem; background: #1f5fbf; color: #fff; border: 0; border-radius: 4px; cursor: pointer; }
    .error { color: #a4161a; margin: .25rem 0 0; }
    .note { color: #4b5563; font-size: .9rem; }
    a { color: #1f5fbf; }
    @media (prefers-color-scheme: dark) {
      body { background: #111418; color: #e6e8eb; }
      main { background: #1c2026; box-shadow: none; }
      input[type=text], select { background: #111418; color: #e6e8eb; border-color: #8b93a1; }
      .error { color: #ff8a8a; }
      .note { color: #b4bac4; }
      a { color: #8ab4ff; }
      button { background: #3b7be0; color: #0b0d10; }
    }`;

function shell(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <title>${escapeHtml(title)} · Switchboard</title>
  <style>${STYLE}
  </style>
</head>
<body>
  <main>
${body}
  </main>
</body>
</html>`;
}

export interface CardFormState {
  accountName: string;
  expMonth?: string;
  expYear?: string;
  holderName?: string;
  makeDefault?: boolean;
  errors?: Partial<Record<'cardNumber' | 'expiry' | 'holderName', string>>;
  thisYear: number;
}

const fieldError = (id: string, message?: string) =>
  message ? `<p class="error" id="${id}-error">${escapeHtml(message)}</p>` : '';
const described = (id: string, message?: string) =>
  message ? ` aria-invalid="true" aria-describedby="${id}-error"` : '';

/** The card form; the card number field always starts empty. */
export function cardFormPage(s: CardFormState): string {
  const e = s.errors ?? {};
  const months = Array.from({ length: 12 }, (_, i) => String(i + 1)).map(
    (m) => `<option value="${m}"${s.expMonth === m ? ' selected' : ''}>${m.padStart(2, '0')}</option>`,
  );
  const years = Array.from({ length: 12 }, (_, i) => String(s.thisYear + i)).map(
    (y) => `<option value="${y}"${s.expYear === y ? ' selected' : ''}>${y}</option>`,
  );
  const summary = Object.keys(e).length
    ? `<p role="alert" class="error">Check the card details: ${Object.keys(e).length === 1 ? 'one field needs' : 'some fields need'} attention.</p>`
    : '';
  return shell(
    'Add a card',
    `    <h1>Add a card</h1>
    <p class="note">For ${escapeHtml(s.accountName)}. Switchboard keeps only the card’s brand, last four digits and expiry date.</p>
    ${summary}
    <form method="post" aria-label="Card details" novalidate>
      <label for="cardNumber">Card number</label>
      <input id="cardNumber" name="cardNumber" type="text" inputmode="numeric" autocomplete="cc-number" maxlength="23" required${described('cardNumber', e.cardNumber)}>
      ${fieldError('cardNumber', e.cardNumber)}
      <div class="row">
        <div>
          <label for="expMonth">Expiry month</label>
          <select id="expMonth" name="expMonth" autocomplete="cc-exp-month"${described('expiry', e.expiry)}>${months.join('')}</select>
        </div>
        <div>
          <label for="expYear">Expiry year</label>
          <select id="expYear" name="expYear" autocomplete="cc-exp-year"${described('expiry', e.expiry)}>${years.join('')}</select>
        </div>
      </div>
      ${fieldError('expiry', e.expiry)}
      <label for="holderName">Name on the card</label>
      <input id="holderName" name="holderName" type="text" autocomplete="cc-name" maxlength="100" required value="${escapeHtml(s.holderName ?? '')}"${described('holderName', e.holderName)}>
      ${fieldError('holderName', e.holderName)}
      <label class="check"><input type="checkbox" name="makeDefault" value="true"${s.makeDefault ? ' checked' : ''}> Make this the default payment method</label>
      <button type="submit">Save card</button>
    </form>`,
  );
}

/** After the card is kept: what was saved, and the way back to the portal. */
export function cardSavedPage(label: string, portalUrl: string): string {
  return shell(
    'Card saved',
    `    <h1>Card saved</h1>
    <p role="status">${escapeHtml(label)} is now a payment method of your account.</p>
    <p><a href="${escapeHtml(portalUrl)}">Back to payment methods</a></p>`,
  );
}

/** A used, expired or unknown link. */
export function linkGonePage(portalUrl: string): string {
  return shell(
    'Link expired',
    `    <h1>This link has expired</h1>
    <p>A card page link works once, for 15 minutes. Open payment methods in the portal and choose Add a card again.</p>
    <p><a href="${escapeHtml(portalUrl)}">Back to payment methods</a></p>`,
  );
}
