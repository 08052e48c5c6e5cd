import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { queueUrl, required, scopeEnvironment, setting } from './config.ts';

// The one reader of the environment: typed values, a clear failure for what a function was not
// given, and, on the local runtime, only the environment of the invocation under way.

afterEach(() => {
  scopeEnvironment(undefined);
  vi.unstubAllEnvs();
});

describe('the config module', () => {
  it('reads typed values from process.env outside an invocation', () => {
    vi.stubEnv('DYNAMODB_REQUEST_TIMEOUT_MS', '2500');
    vi.stubEnv('TABLE_NAME', 'cannastamp');
    expect(setting('DYNAMODB_REQUEST_TIMEOUT_MS')).toBe('2500');
    expect(required('TABLE_NAME')).toBe('cannastamp');
  });

  it('refuses a value of the wrong shape instead of passing it on', () => {
    vi.stubEnv('COOKIE_SECURE', 'maybe');
    expect(() => setting('COOKIE_SECURE')).toThrow(/COOKIE_SECURE is not a valid value/);
    vi.stubEnv('DYNAMODB_REQUEST_TIMEOUT_MS', '10s');
    expect(() => setting('DYNAMODB_REQUEST_TIMEOUT_MS')).toThrow(/DYNAMODB_REQUEST_TIMEOUT_MS is not a valid value/);
  });

  it('sees only the invocation’s environment when one is in scope: an undeclared need fails as in Lambda', () => {
    vi.stubEnv('TABLE_NAME', 'cannastamp');
    vi.stubEnv('QUEUE_URL_PRINT_JOBS', 'http://sqs/print-jobs');
    scopeEnvironment(() => ({ MEDIA_BUCKET: 'media' }));
    expect(required('MEDIA_BUCKET')).toBe('media');
    expect(setting('TABLE_NAME')).toBeUndefined();
    expect(() => required('TABLE_NAME')).toThrow(/TABLE_NAME is not configured/);
    expect(() => queueUrl('print-jobs')).toThrow(/QUEUE_URL_PRINT_JOBS is not configured/);
    // no invocation under way: the runtime's own tools read process.env
    scopeEnvironment(() => undefined);
    expect(required('TABLE_NAME')).toBe('cannastamp');
    expect(queueUrl('print-jobs')).toBe('http://sqs/print-jobs');
  });

  it('is the only module of the functions and the shared code that reads process.env', () => {
    const root = join(import.meta.dirname, '..', '..', '..');
    const sources = (dir: string): string[] =>
      readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
        e.isDirectory()
          ? sources(join(dir, e.name))
          : /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name)
            ? [join(dir, e.name)]
            : [],
      );
    const readers = [...sources(join(root, 'functions')), ...sources(join(root, 'shared'))]
      .filter((f) => /process\.env/.test(readFileSync(f, 'utf8')))
      .map((f) => relative(root, f));
    expect(readers).toEqual([relative(root, join(import.meta.dirname, 'config.ts'))]);
  });
});
