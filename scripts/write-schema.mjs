// Regenerate schema/site.config.schema.json from src/render/site/config-schema.ts (run after `npm run build:lib`).
import fs from 'node:fs';
import { siteConfigJsonSchema } from '../lib/render/site/config-schema.js';

fs.writeFileSync(
  new URL('../schema/site.config.schema.json', import.meta.url),
  `${JSON.stringify(siteConfigJsonSchema(), null, 2)}\n`,
);
