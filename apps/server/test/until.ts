/** Waits until `done` holds, asking every 50 ms for up to 20 s (background work: jobs, events, pushes). */
export async function until(done: () => boolean | Promise<boolean>, what = 'condition'): Promise<void> {
  for (let i = 0; i < 400; i++) {
    if (await done()) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`${what} not reached in 20 s`);
}
