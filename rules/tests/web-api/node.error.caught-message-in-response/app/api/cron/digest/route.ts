import { NextResponse } from 'next/server';
import { Receiver } from '@upstash/qstash';
import { processDigest } from '@/lib/emails/process-digest';

const receiver = new Receiver({
  currentSigningKey: process.env.QSTASH_CURRENT_SIGNING_KEY!,
  nextSigningKey: process.env.QSTASH_NEXT_SIGNING_KEY!,
});

// papermark's cron routes: only QStash, signing with the app's key, reads the answer
export async function POST(req: Request) {
  const body = await req.json();
  if (process.env.VERCEL === '1') {
    const isValid = await receiver.verify({
      signature: req.headers.get('Upstash-Signature') || '',
      body: JSON.stringify(body),
    });
    if (!isValid) {
      return new Response('Unauthorized', { status: 401 });
    }
  }
  try {
    return NextResponse.json({ success: true, ...(await processDigest('daily')) });
  } catch (error) {
    // ok: node.error.caught-message-in-response
    return NextResponse.json({ error: (error as Error).message });
  }
}

// an internal job endpoint behind a shared API key: whoever holds the key (other services, the
// people who run them) still reads the raw database error
export async function GET(req: Request) {
  if (req.headers.get('authorization') !== `Bearer ${process.env.INTERNAL_API_KEY}`) {
    return new Response('Unauthorized', { status: 401 });
  }
  try {
    return NextResponse.json(await processDigest('weekly'));
  } catch (error) {
    // ruleid: node.error.caught-message-in-response
    return NextResponse.json({ error: (error as Error).message }, { status: 500 });
  }
}

// a public preview of the same job: anyone reads the database error
export async function PUT(req: Request) {
  const { kind } = await req.json();
  try {
    return NextResponse.json(await processDigest(kind));
  } catch (error) {
    // ruleid: node.error.caught-message-in-response
    return NextResponse.json({ error: (error as Error).message }, { status: 500 });
  }
}
