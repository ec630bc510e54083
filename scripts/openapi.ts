import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import { generateOpenApi } from '@ts-rest/open-api';
import { z } from 'zod';
import { BRAND } from '#contract/brand.js';
import { contract } from '#contract/index.js';

/** The OpenAPI 3 document of the contract, so a real backend team can check itself against it. */
export function openApiDocument() {
  return generateOpenApi(
    contract,
    {
      info: {
        title: `${BRAND.en} website API`,
        version: '1.0.0',
        description:
          'Every call of the website (seed-spec §7) and the fake server\'s /__dev surface. Business outcomes travel with HTTP 200 and an envelope code; see contract/envelope.ts for the code table.',
      },
    },
    {
      setOperationId: 'concatenated-path',
      schemaTransformer: ({ schema, type }) =>
        schema instanceof z.ZodType
          ? (z.toJSONSchema(schema, { target: 'openapi-3.0', io: type === 'response' ? 'output' : 'input', unrepresentable: 'any' }) as Record<string, unknown>)
          : null,
    },
  );
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const out = resolve(process.argv[2] ?? 'docs/openapi.json');
  await mkdir(dirname(out), { recursive: true });
  const doc = openApiDocument();
  await writeFile(out, `${JSON.stringify(doc, null, 2)}\n`);
  console.log(`OpenAPI ${doc.openapi}: ${Object.keys(doc.paths).length} paths written to ${out}`);
}
