/** Types of headersFile.mjs. */
export interface HeaderRule {
  path: string
  headers: [string, string][]
}
export interface CompiledRule extends HeaderRule {
  pattern: RegExp
}
export declare function parseHeadersFile(text: string): HeaderRule[]
export declare function decodePath(pathname: string): string
export declare function compilePath(rulePath: string): RegExp
export declare function compileRules(rules: readonly HeaderRule[]): CompiledRule[]
export declare function headersFor(
  compiled: readonly CompiledRule[],
  pathname: string,
): [string, string][]
