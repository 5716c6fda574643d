// oidc-provider ships no types; the customer's provider of tests/server/ssoOidc.test.ts uses a little of it.
declare module 'oidc-provider' {
  // biome-ignore lint/suspicious/noExplicitAny: the package's configuration and context are untyped here.
  type Any = any;
  export default class Provider {
    constructor(issuer: string, configuration: Record<string, unknown>);
    use(middleware: (ctx: Any, next: () => Promise<void>) => Promise<void>): void;
    callback(): (req: Any, res: Any) => void;
  }
}
