import { NextRequest, NextResponse } from 'next/server';
import { searchNotes } from '@/services/notes';
import { logger } from '@/lib/logger';

interface ApiResponse {
  success: boolean;
  data?: unknown;
  error?: string;
  debug?: { stack?: string; timestamp: string };
}

export async function GET(request: NextRequest) {
  try {
    const notes = await searchNotes(request.nextUrl.searchParams.get('q') ?? '');
    return NextResponse.json({ success: true, data: notes });
  } catch (error: unknown) {
    const response: ApiResponse = {
      success: false,
      error: 'Search failed',
      debug: {
        // ruleid: node.error.stack-in-response
        stack: error instanceof Error ? error.stack : undefined,
        timestamp: new Date().toISOString(),
      },
    };
    return NextResponse.json(response, { status: 500 });
  }
}

export async function POST(request: NextRequest) {
  try {
    const body = await request.json();
    return NextResponse.json({ success: true, data: body });
  } catch (error: unknown) {
    // logged on the server, answered without it
    const report = {
      // ok: node.error.stack-in-response
      stack: error instanceof Error ? error.stack : undefined,
      at: new Date().toISOString(),
    };
    logger.error(report);
    const response: ApiResponse = { success: false, error: 'Request failed' };
    return NextResponse.json(response, { status: 500 });
  }
}
