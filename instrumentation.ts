// Runs once when the server starts: validates the settings, opens and
// migrates the database, and loads the demo data into a new embedded database.
// A failure stops the server with a sentence that says what is wrong.
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { startServer } = await import("@/lib/warm-up/startup");
  await startServer();
}
