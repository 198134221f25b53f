/** Size of a typed signature image, in CSS pixels. */
const WIDTH = 600;
const HEIGHT = 150;

/**
 * Renders a typed name as a signature image (a PNG data URL), the keyboard alternative to drawing
 * (decision 0077). Returns '' for a blank name or when the browser cannot draw.
 */
export function renderTypedSignature(name: string, doc: Document = document): string {
  const text = name.trim();
  if (text === '') return '';
  const canvas = doc.createElement('canvas');
  canvas.width = WIDTH;
  canvas.height = HEIGHT;
  const ctx = canvas.getContext('2d');
  if (!ctx) return '';
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(0, 0, WIDTH, HEIGHT);
  ctx.fillStyle = '#1c2430';
  let size = 56;
  ctx.font = `italic ${size}px "Segoe Script", "Brush Script MT", cursive`;
  while (ctx.measureText(text).width > WIDTH - 40 && size > 16) {
    size -= 4;
    ctx.font = `italic ${size}px "Segoe Script", "Brush Script MT", cursive`;
  }
  ctx.textBaseline = 'middle';
  ctx.fillText(text, 20, HEIGHT / 2);
  return canvas.toDataURL('image/png');
}
