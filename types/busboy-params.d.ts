// busboy's header parameter parser (quoted strings, escapes, RFC 2231 charsets), which its
// package ships without a type declaration.
declare module '@fastify/busboy/lib/utils/parseParams' {
  /** `form-data; name="a"` → ['form-data', ['name', 'a']]. */
  export default function parseParams(value: string): [string, ...(string | [string, string])[]];
}
