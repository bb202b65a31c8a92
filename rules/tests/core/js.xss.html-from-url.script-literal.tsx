import Script from 'next/script';

// a Next.js page ships its browser code as a string: the script runs in the page as if it were a .js file
export default function SharePage() {
  return (
    <main>
      <div id="shared-note"></div>
      <script
        dangerouslySetInnerHTML={{
          __html: `
            var note = decodeURIComponent(location.hash.slice(1));
            // ruleid: js.xss.html-from-url
            document.getElementById('shared-note').innerHTML = note;
          `,
        }}
      />
    </main>
  );
}

// next/script with its body as children, a config value the server wrote in
export function Banner({ campaign }: { campaign: string }) {
  return (
    <Script id="banner" strategy="afterInteractive">{`
      var params = new URLSearchParams(window.location.search);
      var title = params.get('title') || '${campaign}';
      // ruleid: js.xss.html-from-url
      document.write('<h2>' + title + '</h2>');
    `}</Script>
  );
}

// the same page, escaping what it reads from the address before writing it
export function BannerSafe() {
  return (
    <Script id="banner-safe">{`
      var params = new URLSearchParams(window.location.search);
      var title = params.get('title') || '';
      var node = document.getElementById('banner');
      // ok: js.xss.html-from-url
      node.textContent = title;
      // ok: js.xss.html-from-url
      node.innerHTML = '<h2>' + encodeURIComponent(title) + '</h2>';
    `}</Script>
  );
}

// the theme script most apps inline in <head>: reads storage, never the address
export function ThemeScript() {
  return (
    <script
      dangerouslySetInnerHTML={{
        __html: `(function () {
          var labels = { light: 'Light', dark: 'Dark' };
          var theme = localStorage.getItem('theme') === 'dark' ? 'dark' : 'light';
          document.documentElement.setAttribute('data-theme', theme);
          // ok: js.xss.html-from-url
          document.getElementById('theme-label').innerHTML = labels[theme];
        })();`,
      }}
    />
  );
}

// markup (not script) that mentions the same calls: a code sample shown in the docs
export function Snippet() {
  return (
    <pre
      dangerouslySetInnerHTML={{
        // ok: js.xss.html-from-url
        __html: `document.body.innerHTML = location.hash;`,
      }}
    />
  );
}

// a loader that builds a script element and hands it its code
export function installWidget(): void {
  const script = document.createElement('script');
  script.textContent = `
    var target = new URL(document.location.href).searchParams.get('widget');
    // ruleid: js.xss.html-from-url
    document.getElementById('widget').innerHTML = target;
  `;
  document.head.appendChild(script);
}
