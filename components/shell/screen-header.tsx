// The heading and one-line description at the top of a screen.
export function ScreenHeader({ title, description }: { title: string; description: string }) {
  return (
    <header className="mb-6 max-w-4xl">
      <h1 className="text-3xl font-bold">{title}</h1>
      <p className="mt-2 text-xl text-gray-800">{description}</p>
    </header>
  );
}
