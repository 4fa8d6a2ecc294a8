/**
 * A curl command as the docs' cURL snippet writes it (httpsnippet's shell/curl), read back into
 * what `fetch` takes, so a test runs the command a user copied without a shell. It reads only
 * what that generator writes and throws on anything else rather than guess what a shell would do.
 */
export class CurlCommandError extends Error {}

/** Shell words, as bash splits them: single quotes, backslash escapes, line continuations. */
export function shellWords(command: string): string[] {
  const words: string[] = [];
  let word: string | undefined;
  const extend = (text: string) => {
    word = (word ?? '') + text;
  };
  for (let index = 0; index < command.length; index += 1) {
    const char = command.charAt(index);
    if (char === "'") {
      const end = command.indexOf("'", index + 1);
      if (end < 0) throw new CurlCommandError(`Unclosed single quote at ${index}`);
      extend(command.slice(index + 1, end));
      index = end;
    } else if (char === '\\') {
      const next = command.charAt(index + 1);
      if (next === '') throw new CurlCommandError('A backslash ends the command');
      // Backslash-newline continues the line; any other escaped character stands for itself.
      if (next !== '\n') extend(next);
      index += 1;
    } else if (char === ' ' || char === '\t' || char === '\n') {
      if (word !== undefined) words.push(word);
      word = undefined;
    } else if (`"$\`;&|<>()*?[]{}~#!`.includes(char)) {
      throw new CurlCommandError(`Unquoted '${char}' at ${index}: not read here`);
    } else {
      extend(char);
    }
  }
  if (word !== undefined) words.push(word);
  return words;
}

const valueOptions: Record<string, 'method' | 'url' | 'header' | 'data' | 'raw'> = {
  '--request': 'method',
  '-X': 'method',
  '--url': 'url',
  '--header': 'header',
  '-H': 'header',
  '--data': 'data',
  '-d': 'data',
  '--data-raw': 'raw',
};

/** The URL and the fetch options of a curl command from the docs' cURL snippet. */
export function curlToFetch(command: string): { url: string; init: RequestInit } {
  const [program, ...args] = shellWords(command.trim());
  if (program !== 'curl') throw new CurlCommandError(`Not a curl command: ${program ?? ''}`);
  let method: string | undefined;
  let url: string | undefined;
  let body: string | undefined;
  const headers: Record<string, string> = {};

  for (let index = 0; index < args.length; index += 1) {
    const arg = args[index] ?? '';
    const kind = valueOptions[arg];
    if (kind === undefined) {
      if (arg.startsWith('-')) throw new CurlCommandError(`Option ${arg} is not read here`);
      if (url !== undefined) throw new CurlCommandError(`A second URL: ${arg}`);
      url = arg;
      continue;
    }
    const value = args[index + 1];
    if (value === undefined) throw new CurlCommandError(`${arg} has no value`);
    index += 1;
    if (kind === 'method') method = value;
    else if (kind === 'url') {
      if (url !== undefined) throw new CurlCommandError(`A second URL: ${value}`);
      url = value;
    } else if (kind === 'header') {
      const colon = value.indexOf(':');
      if (colon <= 0) throw new CurlCommandError(`Not a header: ${value}`);
      const name = value.slice(0, colon).trim();
      if (Object.keys(headers).some((known) => known.toLowerCase() === name.toLowerCase())) {
        throw new CurlCommandError(`Header ${name} given twice`);
      }
      headers[name] = value.slice(colon + 1).trim();
    } else {
      if (body !== undefined) throw new CurlCommandError('A second body: curl would join them');
      // curl's --data reads a file for @name; --data-raw never does.
      if (kind === 'data' && value.startsWith('@')) {
        throw new CurlCommandError(`--data ${value} reads a file: not read here`);
      }
      body = value;
    }
  }

  if (url === undefined) throw new CurlCommandError('The command has no URL');
  try {
    new URL(url);
  } catch {
    throw new CurlCommandError(`Not a URL: ${url}`);
  }
  const hasContentType = Object.keys(headers).some((name) => name.toLowerCase() === 'content-type');
  // As curl does: a body makes a POST, form-encoded unless the command says otherwise.
  if (body !== undefined && !hasContentType) {
    headers['content-type'] = 'application/x-www-form-urlencoded';
  }
  const init: RequestInit = { method: method ?? (body === undefined ? 'GET' : 'POST'), headers };
  if (body !== undefined) init.body = body;
  return { url, init };
}
