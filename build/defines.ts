/** Compile-time constants of a build (declared in src/vite-env.d.ts). */
export function buildDefines(mode: string, buildId: string): Record<string, string> {
  return {
    __BUILD_ID__: JSON.stringify(buildId),
    __BENCH__: JSON.stringify(mode === 'bench'),
    // Fault injection is compiled into test builds only (docs/testing.md).
    __TEST_CONTROLS__: JSON.stringify(['test', 'e2e', 'bench'].includes(mode)),
  }
}
