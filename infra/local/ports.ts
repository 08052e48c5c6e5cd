// The runtime's ports, one place: the stand-ins sit just above and below the gateway's.

/** Where each stand-in listens, from the gateway's port (tests and tools find them here). */
export const platformPorts = (port: number) => ({
  gateway: port,
  dynamo: port + 10,
  s3: port + 11,
  cognito: port + 12,
  sqs: port + 13,
  oidc: port + 14,
  kms: port + 9,
  secretsManager: port + 8,
  twilio: port + 7,
  labDocuments: port + 6,
});
