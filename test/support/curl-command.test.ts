import { execFileSync } from 'node:child_process';
import { HTTPSnippet, type HarRequest } from 'httpsnippet-lite';
import { describe, expect, it } from 'vitest';
import { CurlCommandError, curlToFetch, shellWords } from './curl-command';

/** The words bash gives curl for the command, read by a stand-in curl that prints them. */
function bashWords(command: string): string[] {
  const script = `curl() { printf '%s\\0' curl "$@"; }\n${command}`;
  return execFileSync('bash', ['-c', script], { encoding: 'utf8' }).split('\0').slice(0, -1);
}

/** The command the docs' cURL tab writes for a request (the same generator and target). */
async function curlOf(request: Partial<HarRequest>): Promise<string> {
  const har: HarRequest = {
    method: 'GET',
    url: 'https://abc123.execute-api.eu-west-1.amazonaws.com/sandbox/v1/models',
    httpVersion: 'HTTP/1.1',
    cookies: [],
    headers: [],
    queryString: [],
    headersSize: -1,
    bodySize: -1,
    ...request,
  };
  const output = await new HTTPSnippet(har).convert('shell', 'curl');
  if (typeof output !== 'string') throw new Error('The generator wrote no command');
  return output;
}

describe('curlToFetch', () => {
  it('reads a GET with its query and key from the generated command', async () => {
    const command = await curlOf({
      queryString: [
        { name: 'bodyType', value: 'SUV' },
        { name: 'powertrain', value: 'EV & hybrid' },
      ],
      headers: [{ name: 'x-api-key', value: 'k3y-0123' }],
    });
    expect(command).toContain(' \\\n  --url ');
    expect(curlToFetch(command)).toEqual({
      url: 'https://abc123.execute-api.eu-west-1.amazonaws.com/sandbox/v1/models?bodyType=SUV&powertrain=EV+%26+hybrid',
      init: { method: 'GET', headers: { 'x-api-key': 'k3y-0123' } },
    });
  });

  it("reads a POST's headers and its JSON body, a single quote in it included", async () => {
    const text = JSON.stringify({ note: "it's parked", odometer: 1200 });
    const command = await curlOf({
      method: 'POST',
      url: 'https://abc123.execute-api.eu-west-1.amazonaws.com/sandbox/v1/vehicles/MA3%2FABC/status',
      headers: [
        { name: 'x-api-key', value: 'k3y' },
        { name: 'Authorization', value: 'Bearer eyJ.tok.en' },
        { name: 'content-type', value: 'application/json' },
      ],
      postData: { mimeType: 'application/json', text },
    });
    expect(command).toContain("'\\''");
    expect(shellWords(command)).toEqual(bashWords(command));
    const { url, init } = curlToFetch(command);
    expect(url).toBe(
      'https://abc123.execute-api.eu-west-1.amazonaws.com/sandbox/v1/vehicles/MA3%2FABC/status',
    );
    expect(init).toEqual({
      method: 'POST',
      headers: {
        'x-api-key': 'k3y',
        Authorization: 'Bearer eyJ.tok.en',
        'content-type': 'application/json',
      },
      body: text,
    });
  });

  it('reads the short options, --data-raw, a bare URL and backslash escapes', () => {
    const command =
      "curl -X PUT -H 'x-api-key: a b' -H x-dealer:D1 --data-raw @not-a-file https://h.test/a\\ b";
    expect(curlToFetch(command)).toEqual({
      url: 'https://h.test/a b',
      init: {
        method: 'PUT',
        headers: {
          'x-api-key': 'a b',
          'x-dealer': 'D1',
          'content-type': 'application/x-www-form-urlencoded',
        },
        body: '@not-a-file',
      },
    });
    expect(shellWords(command)).toEqual(bashWords(command));
    expect(curlToFetch("curl -d 'a=1' --url https://h.test/").init.method).toBe('POST');
  });

  it.each([
    ['another program', 'wget https://h.test/'],
    ['no URL', "curl --header 'x-api-key: k'"],
    ['a URL that is not one', 'curl --url not-a-url'],
    ['two URLs', 'curl https://h.test/a https://h.test/b'],
    ['an option it does not know', 'curl --compressed --url https://h.test/'],
    ['a form upload', "curl --url https://h.test/ --form 'file=@a.pdf'"],
    ['a body read from a file', 'curl --url https://h.test/ --data @body.json'],
    ['a heredoc body', 'curl --url https://h.test/ --data @- <<EOF\n{}\nEOF'],
    ['double quotes', 'curl --url "https://h.test/"'],
    ['a variable', "curl --url https://h.test/ --header 'x-api-key: '$KEY"],
    ['an unclosed quote', "curl --url 'https://h.test/"],
    ['an option without its value', 'curl --url https://h.test/ --header'],
    ['a header without a colon', "curl --url https://h.test/ --header 'x-api-key k'"],
    ['a header twice', 'curl --url https://h.test/ -H a:1 -H A:2'],
    ['two bodies', 'curl --url https://h.test/ -d a -d b'],
    ['a second command', 'curl --url https://h.test/; rm x'],
  ])('throws on %s', (_what, command) => {
    expect(() => curlToFetch(command)).toThrow(CurlCommandError);
  });
});
