import S3rver from 's3rver';
import { BUCKETS } from '../../table.ts';

// Browsers POST straight to the bucket with presigned forms, so the bucket needs CORS, as in the cloud.
const cors = (origin: string) => `<CORSConfiguration>
  <CORSRule>
    <AllowedOrigin>${origin}</AllowedOrigin>
    <AllowedMethod>GET</AllowedMethod>
    <AllowedMethod>PUT</AllowedMethod>
    <AllowedMethod>POST</AllowedMethod>
    <AllowedHeader>*</AllowedHeader>
    <ExposeHeader>ETag</ExposeHeader>
    <MaxAgeSeconds>3000</MaxAgeSeconds>
  </CORSRule>
</CORSConfiguration>`;

/** s3rver on loopback; it does not check signatures or POST policies, so the app checks size and type. */
export async function startS3(port: number, directory: string, siteOrigin: string) {
  const server = new S3rver({
    port,
    address: '127.0.0.1',
    directory,
    silent: true,
    configureBuckets: Object.values(BUCKETS).map((name) => ({ name, configs: [cors(siteOrigin)] })),
  });
  await server.run();
  return { stop: () => server.close() };
}
