// A real OpenID Connect provider on loopback (oauth2-mock-server), run in its own process because
// its key handling does not survive Jest's VM sandbox. Prints `{"issuer":…,"control":…}` once
// listening; POST a JSON object to `control` to set the claims of the next tokens and userinfo.
import { createServer } from 'node:http';
import { OAuth2Server } from 'oauth2-mock-server';

let claims = {};
const provider = new OAuth2Server();
await provider.issuer.keys.generate('RS256');
await provider.start(0, '127.0.0.1');
provider.service.on('beforeTokenSigning', (token) => Object.assign(token.payload, claims));
provider.service.on('beforeUserinfo', (userInfo) => {
  userInfo.body = { ...userInfo.body, ...claims };
});

const control = createServer((req, res) => {
  let body = '';
  req.on('data', (chunk) => (body += chunk));
  req.on('end', () => {
    claims = JSON.parse(body || '{}');
    res.writeHead(204).end();
  });
});
control.listen(0, '127.0.0.1', () => {
  const { port } = control.address();
  console.log(JSON.stringify({ issuer: provider.issuer.url, control: `http://127.0.0.1:${port}/` }));
});
process.on('SIGTERM', () => process.exit(0));
process.on('disconnect', () => process.exit(0));
