// Until sign-in exists, the home page says what this server is and where its parts are.
export const dynamic = "force-dynamic";

export default function HomePage() {
  return (
    <main className="mx-auto max-w-3xl p-8">
      <h1 className="text-3xl font-bold">Shop floor</h1>
      <p className="mt-4 text-lg">
        Production tracking for a made-to-measure curtain and blind workshop: packing, department stations,
        material matching and supervision.
      </p>
      <p className="mt-4 text-lg">
        The production API this app talks to is served at <code>/production-api</code> when it runs embedded.
      </p>
    </main>
  );
}
