import { rm } from 'node:fs/promises';
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
  keepFolders(server);
  await server.run();
  return { stop: () => server.close() };
}

interface FilesystemStore {
  getResourcePath: (bucket: string, key: string, resource: string) => string;
  deleteObject: (bucket: string, key: string) => Promise<void>;
}

/**
 * s3rver's delete also removes the folders it leaves empty, while a put into the same folder may be
 * between making the folder and opening its file: that open then fails on a stream with no error
 * listener, and the whole runtime crashes (seen with three COA uploads at a time, each confirm
 * deleting its pending object beside the next one's). S3 has no folders, so the delete here only
 * removes the object's own files.
 */
function keepFolders(server: S3rver) {
  const store = (server as unknown as { store: FilesystemStore }).store;
  store.deleteObject = async (bucket, key) => {
    await Promise.all(
      ['object', 'object.md5', 'metadata.json'].map((r) => rm(store.getResourcePath(bucket, key, r), { force: true })),
    );
  };
}
