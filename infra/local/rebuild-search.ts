import { rebuildSearch } from '#lib/search/store/rebuild';
import { platformPorts } from '#infra/local/ports';

// `npm run rebuild:search`: the search index again from every product in the table. Against the
// local platform by default (PORT, as `npm start` uses it); with TABLE_NAME and AWS credentials
// set and no DYNAMODB_ENDPOINT, against that table in AWS.

if (!process.env.TABLE_NAME) {
  const port = Number(process.env.PORT ?? 3000);
  Object.assign(process.env, {
    TABLE_NAME: 'cannastamp',
    DYNAMODB_ENDPOINT: `http://127.0.0.1:${platformPorts(port).dynamo}`,
    AWS_REGION: process.env.AWS_REGION ?? 'us-west-2',
    AWS_ACCESS_KEY_ID: process.env.AWS_ACCESS_KEY_ID ?? 'local',
    AWS_SECRET_ACCESS_KEY: process.env.AWS_SECRET_ACCESS_KEY ?? 'local',
  });
}
const r = await rebuildSearch();
console.log(`search index rebuilt: ${r.products} products in ${(r.ms / 1000).toFixed(1)} s`);
