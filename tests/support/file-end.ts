/**
 * What a test file's modules ask to run once its last test has run (tests/support/setup.ts runs
 * it): the machine coverage a file recorded is written then. Kept apart so that the setup every
 * file loads stays small, and only a file that records coverage loads the recorder.
 */
const tasks: (() => void)[] = [];

export function atFileEnd(task: () => void): void {
  tasks.push(task);
}

export function runFileEnd(): void {
  for (const task of tasks.splice(0)) task();
}
