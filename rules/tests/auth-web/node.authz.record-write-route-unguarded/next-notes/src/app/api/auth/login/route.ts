import { NextRequest, NextResponse } from 'next/server';
import { generateToken } from '@/lib/auth';
import { UserRepository } from '@/repositories';

export async function POST(request: NextRequest) {
  const { email, password } = await request.json();
  const user = await UserRepository.verify(email, password);
  if (!user) return NextResponse.json({ error: 'Invalid credentials' }, { status: 401 });
  return NextResponse.json({ token: generateToken(user) });
}
