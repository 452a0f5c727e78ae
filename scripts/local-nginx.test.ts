import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { DEPLOY_NGINX_CONF, deployNginxConfig } from './local-nginx';

/**
 * One nginx configuration (issue 32): the README shows docs/deploy/nginx.conf verbatim, and the
 * two-process test runs nginx with that file, changed only where a test machine must differ.
 */
const conf = readFileSync(DEPLOY_NGINX_CONF, 'utf8');
const readme = readFileSync(fileURLToPath(new URL('../README.md', import.meta.url)), 'utf8');

describe('the deployment nginx configuration', () => {
  it('is the block the README shows', () => {
    const blocks = [...readme.matchAll(/^```nginx\n([\s\S]*?)^```$/gm)].map((match) => match[1]);
    expect(blocks).toEqual([conf]);
  });

  it('keeps the client address nginx sees, not one a client sends, for the login limits', () => {
    expect(conf).not.toContain('$proxy_add_x_forwarded_for');
    expect(conf.match(/proxy_set_header X-Forwarded-For \$remote_addr;/g)).toHaveLength(2);
  });

  it('changes only the upstream ports and the listener for a test', () => {
    const test = deployNginxConfig(conf, [41001, 41002, 41003], 42000);
    const expected = conf
      .replace(
        '    server 127.0.0.1:3001;\n    server 127.0.0.1:3002;\n',
        '    server 127.0.0.1:41001;\n    server 127.0.0.1:41002;\n    server 127.0.0.1:41003;\n',
      )
      .replace('listen 443 ssl;', 'listen 127.0.0.1:42000;');
    expect(test).toBe(expected);
    expect(test).not.toBe(conf);
  });

  it('refuses a configuration without the lines it replaces', () => {
    expect(() => deployNginxConfig(conf.replace('listen 443 ssl;', 'listen 80;'), [1, 2], 3)).toThrow(
      /listen 443 ssl/,
    );
    expect(() => deployNginxConfig(conf.replaceAll('127.0.0.1:300', 'api:300'), [1, 2], 3)).toThrow(
      /upstream/,
    );
  });
});
