import type { Metadata } from 'next';
import { getProduct } from '@/lib/catalog';

export async function generateMetadata({ params }: { params: { id: string } }): Promise<Metadata> {
  const product = await getProduct(params.id);
  return { title: product.name };
}

export default async function ProductPage({ params }: { params: { id: string } }) {
  const product = await getProduct(params.id);
  const jsonLd = {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    description: product.description,
  };

  return (
    <section>
      <script
        type="application/ld+json"
        // ruleid: next.xss.json-in-script-unescaped
        dangerouslySetInnerHTML={{ __html: JSON.stringify(jsonLd) }}
      />
      <script
        type="application/ld+json"
        // ok: next.xss.json-in-script-unescaped
        dangerouslySetInnerHTML={{ __html: JSON.stringify(jsonLd).replace(/</g, '\\u003c') }}
      />
      <h1>{product.name}</h1>
    </section>
  );
}

export function InitialState({ state }: { state: Record<string, unknown> }) {
  return (
    <>
      {/* ruleid: next.xss.json-in-script-unescaped */}
      <script id="__APP_STATE__" dangerouslySetInnerHTML={{ __html: JSON.stringify(state, null, 0) }} />
      {/* ok: next.xss.json-in-script-unescaped */}
      <script id="__APP_STATE_SAFE__" dangerouslySetInnerHTML={{ __html: serialize(state, { isJSON: true }) }} />
    </>
  );
}
