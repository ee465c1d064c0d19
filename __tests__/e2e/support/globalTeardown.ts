export default async function globalTeardown(): Promise<void> {
  const pid = (globalThis as { __E2E_SERVER_PID__?: number }).__E2E_SERVER_PID__
  // The server was started detached, in its own process group: end the whole group.
  if (pid) {
    try {
      process.kill(-pid, 'SIGTERM')
    } catch {
      // Already gone.
    }
  }
}
