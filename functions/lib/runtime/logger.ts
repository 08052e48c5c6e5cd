import { Logger } from '@aws-lambda-powertools/logger';

// One logger per process; the request id is attached per invocation by the HTTP stack.
export const logger = new Logger({ serviceName: 'cannastamp', logLevel: (process.env.LOG_LEVEL ?? 'INFO') as 'INFO' });
