import svgCaptcha from 'svg-captcha';

/** svg-captcha's own options (its typings name the type ConfigObject but do not export it). */
type CaptchaOptions = NonNullable<Parameters<typeof svgCaptcha.create>[0]>;

/**
 * svg-captcha's module is itself the function `(text, options) => svg`, which its typings leave
 * out (they declare only `create`, which picks its own text); this gives it its real type.
 */
const renderText = svgCaptcha as unknown as (text: string, options?: CaptchaOptions) => string;

/** Draws `text` as an SVG picture with noise lines; the text is never in the markup. */
export function renderCaptcha(text: string): string {
  return renderText(text, {
    width: 180,
    height: 56,
    fontSize: 50,
    noise: 3,
    color: true,
    background: '#f5f7fa',
  });
}
