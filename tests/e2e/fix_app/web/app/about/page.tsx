export default function AboutPage() {
  return (
    <main>
      <h1>About Acme</h1>
      <a href="https://acme.example/jobs" target="_blank" rel="noopener noreferrer">
        Careers
      </a>
    </main>
  );
}
