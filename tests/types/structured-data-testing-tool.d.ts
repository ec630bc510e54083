/** The part of structured-data-testing-tool 4's API the crawler test uses (a CommonJS package with no types). */
declare module 'structured-data-testing-tool' {
  type TestResult = { passed: unknown[]; failed: unknown[]; warnings: unknown[]; schemas: string[] };
  const tool: {
    structuredDataTest(input: string | Buffer, options?: { presets?: unknown[] }): Promise<TestResult>;
  };
  export default tool;
}
declare module 'structured-data-testing-tool/presets.js' {
  const presets: { Google: unknown; Twitter: unknown; Facebook: unknown };
  export default presets;
}
