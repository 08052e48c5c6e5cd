import { Logger } from '@aws-lambda-powertools/logger';
import { setting } from '#lib/base/config';

// One logger per process; the request id is attached per invocation by the HTTP stack.
export const logger = new Logger({ serviceName: 'cannastamp', logLevel: (setting('LOG_LEVEL') ?? 'INFO') as 'INFO' });
