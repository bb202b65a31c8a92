// A canvas animation of streaming LLM "tokens": Math.random picks each shape's density, size,
// row, colour and speed. The word token names a sprite here, not a secret.
import React from 'react';

const GRID_SIZE = 8;
const MAX_TOKENS = 30;
const palette = ['#CDD7E1', '#9FA6AD', '#636B74'];

type Token = { x: number; y: number; size: number; speed: number; color: string };

export function TokenStream(props: { height: number }) {
  const canvasRef = React.useRef<HTMLCanvasElement>(null);
  const tokensRef = React.useRef<Token[]>([]);

  const createToken = React.useCallback((width: number, height: number) => {
    if (tokensRef.current.length >= MAX_TOKENS) return;
    // ok: js.random.math-random-security-value
    if (Math.random() > 0.7) return;
    // ok: js.random.math-random-security-value
    const size = GRID_SIZE * (0.6 + Math.random() * 0.4);
    // ok: js.random.math-random-security-value
    const tokenColor = palette[Math.floor(Math.random() * palette.length)];
    tokensRef.current.push({ x: width + size, y: Math.floor(height / 2), size, speed: 0.05, color: tokenColor });
  }, []);

  React.useEffect(() => {
    const ctx = canvasRef.current!.getContext('2d')!;
    let frame = 0;
    const draw = () => {
      createToken(ctx.canvas.width, props.height);
      ctx.clearRect(0, 0, ctx.canvas.width, ctx.canvas.height);
      for (const token of tokensRef.current) {
        token.x -= token.speed * 16;
        ctx.fillStyle = token.color;
        ctx.fillRect(token.x, token.y, token.size, token.size);
      }
      frame = requestAnimationFrame(draw);
    };
    frame = requestAnimationFrame(draw);
    return () => cancelAnimationFrame(frame);
  }, [createToken, props.height]);

  return <canvas ref={canvasRef} height={props.height} />;
}
