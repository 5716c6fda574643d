// Path templates of the catalogue: {name} is replaced by the parameter, encoded (REQ-03).
export type PathParams = Record<string, string | number>;

export function fillPath(template: string, params: PathParams = {}): string {
  return template.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined || value === '')
      throw new Error(`Missing path parameter '${name}' for ${template}`);
    return encodeURIComponent(String(value));
  });
}
