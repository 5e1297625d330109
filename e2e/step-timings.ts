// A Playwright reporter that records how long each single wait of the suite took: every `expect` (a
// web-first assertion polls until it holds) and every Playwright call (click, goto, fill… wait for
// actionability). `npm run test:flaky` reads the file to print the slowest waits and their p99 under
// load, which is what the expect and test timeouts in playwright.config.ts are set from.
// Written to $NOVA_STEP_TIMINGS when set; otherwise the reporter does nothing.
import { writeFileSync } from 'node:fs';
import type { Reporter, TestCase, TestResult, TestStep } from '@playwright/test/reporter';

export type StepTiming = {
  test: string;
  category: 'expect' | 'pw:api';
  title: string;
  line: number | null;
  duration: number;
  passed: boolean;
};

export default class StepTimings implements Reporter {
  private readonly steps: StepTiming[] = [];
  private readonly file = process.env.NOVA_STEP_TIMINGS;

  onStepEnd(test: TestCase, _result: TestResult, step: TestStep): void {
    if (!this.file || (step.category !== 'expect' && step.category !== 'pw:api')) return;
    this.steps.push({
      test: `${test.location.file.split('/').pop()}:${test.location.line} › ${test.title}`,
      category: step.category,
      title: step.title,
      line: step.location?.line ?? null,
      duration: step.duration,
      passed: !step.error,
    });
  }

  onEnd(): void {
    if (this.file) writeFileSync(this.file, JSON.stringify(this.steps));
  }

  printsToStdio(): boolean {
    return false;
  }
}
