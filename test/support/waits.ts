// How long the runtime layer waits, in one place. A test waits for an effect itself (a poll, a
// browser wait), never for a deadline of its own: several files share the platform and two cores,
// so how long an effect takes says nothing about whether it is right. These bounds only end a test
// that would otherwise hang.

/** The longest a runtime test or hook may run. */
export const TEST_BUDGET_MS = 600_000;

/** The longest an expect.poll or a Playwright wait waits for what it expects. */
export const EFFECT_WAIT_MS = 300_000;

/** The file the runtime's global setup writes once the platform answers, or failed to start. */
export const PLATFORM_READY = 'platform-ready.json';
