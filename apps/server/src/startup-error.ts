// A start-up problem the operator can fix: printed as one line with the fix, exit code 1, no stack.
export class StartupError extends Error {
  override name = 'StartupError';
}
