/** Copyable requests for the messages API page: the same send in three languages. */
export type ExampleLanguage = 'curl' | 'javascript' | 'python';

export const EXAMPLE_LANGUAGES: ExampleLanguage[] = ['curl', 'javascript', 'python'];

export interface ExampleInput {
  /** The full address of POST /api/messages/send on this server. */
  url: string;
  token: string;
}

const NUMBER = '5511999999999';
const BODY = 'Olá! Seu pedido foi enviado.';
/** Each send its own Idempotency-Key (a key used again for another send is refused). */
const KEY_NOTE = 'uma Idempotency-Key por envio: o id do seu pedido';

export function apiExample(language: ExampleLanguage, { url, token }: ExampleInput): string {
  switch (language) {
    case 'curl':
      return [
        `PEDIDO=4711  # ${KEY_NOTE}`,
        `curl -X POST '${url}' \\`,
        `  -H 'Authorization: Bearer ${token}' \\`,
        `  -H 'Content-Type: application/json' \\`,
        `  -H "Idempotency-Key: pedido-$PEDIDO-enviado" \\`,
        `  -d '{"number": "${NUMBER}", "body": "${BODY}"}'`,
        '',
        '# com arquivo',
        `curl -X POST '${url}' \\`,
        `  -H 'Authorization: Bearer ${token}' \\`,
        `  -F number=${NUMBER} -F 'body=Segue o boleto' -F medias=@boleto.pdf`,
      ].join('\n');
    case 'javascript':
      return [
        `const pedido = 4711; // ${KEY_NOTE}`,
        `const response = await fetch('${url}', {`,
        `  method: 'POST',`,
        `  headers: {`,
        `    Authorization: 'Bearer ${token}',`,
        `    'Content-Type': 'application/json',`,
        `    'Idempotency-Key': \`pedido-\${pedido}-enviado\`,`,
        `  },`,
        `  body: JSON.stringify({ number: '${NUMBER}', body: '${BODY}' }),`,
        `});`,
        `if (!response.ok) throw new Error((await response.json()).message);`,
        `console.log(await response.json()); // { message, ticketId, messageIds, ... }`,
      ].join('\n');
    case 'python':
      return [
        'import requests',
        '',
        `pedido = 4711  # ${KEY_NOTE}`,
        'response = requests.post(',
        `    "${url}",`,
        `    headers={"Authorization": "Bearer ${token}", "Idempotency-Key": f"pedido-{pedido}-enviado"},`,
        `    json={"number": "${NUMBER}", "body": "${BODY}"},`,
        '    timeout=30,',
        ')',
        'response.raise_for_status()',
        'print(response.json())',
        '',
        '# com arquivo',
        'with open("boleto.pdf", "rb") as f:',
        '    requests.post(',
        `        "${url}",`,
        `        headers={"Authorization": "Bearer ${token}"},`,
        `        data={"number": "${NUMBER}", "body": "Segue o boleto"},`,
        '        files={"medias": f},',
        '        timeout=60,',
        '    ).raise_for_status()',
      ].join('\n');
  }
}
