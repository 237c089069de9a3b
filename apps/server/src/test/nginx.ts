// A throwaway load balancer for a test: Debian's nginx in the foreground, with a config written
// into a temp dir, on a free loopback port, sending requests to the upstreams in turn (one worker,
// round robin: consecutive requests alternate) and forwarding X-Forwarded-For. Each answer says
// which upstream served it in X-Upstream.
import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { freePort } from './free-port'
import { stopProcess } from './redis-server'
import { NGINX_PATH } from './system-binary'

const START_TIMEOUT_MS = 20_000

export type Nginx = {
  port: number
  url: string
  /** Stops nginx (SIGQUIT: finish requests, then exit) and removes its temp dir. */
  stop(): Promise<void>
}

function nginxConfig(dir: string, port: number, upstreams: readonly number[]): string {
  return `daemon off;
master_process on;
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 256; }
http {
  access_log off;
  client_body_temp_path ${dir}/client-body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  # Everything in memory: nginx's worker may run as another user than the temp dir's owner.
  client_body_buffer_size 1m;
  proxy_max_temp_file_size 0;
  upstream api {
${upstreams.map((upstream) => `    server 127.0.0.1:${upstream} max_fails=0;`).join('\n')}
  }
  server {
    listen 127.0.0.1:${port};
    # Answered by nginx itself (the start-up probe), so it takes no upstream's turn.
    location = /nginx-probe { return 204; }
    location / {
      proxy_pass http://api;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      # An instance that is down is an error to see, not a request silently sent to the other.
      proxy_next_upstream off;
      add_header X-Upstream $upstream_addr always;
    }
  }
}
`
}

/** Starts nginx in front of the given loopback ports. */
export async function startNginx(upstreams: readonly number[]): Promise<Nginx> {
  const port = await freePort()
  const dir = mkdtempSync(join(tmpdir(), 'vishwas-nginx-'))
  const configFile = join(dir, 'nginx.conf')
  writeFileSync(configFile, nginxConfig(dir, port, upstreams))
  const child = spawn(NGINX_PATH, ['-p', dir, '-c', configFile, '-e', join(dir, 'error.log')], { stdio: ['ignore', 'pipe', 'pipe'] })
  let output = ''
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
  const url = `http://127.0.0.1:${port}`
  const deadline = Date.now() + START_TIMEOUT_MS
  for (;;) {
    if (child.exitCode !== null) {
      rmSync(dir, { recursive: true, force: true })
      throw new Error(`nginx exited (code ${child.exitCode}):\n${output}`)
    }
    const listening = await fetch(`${url}/nginx-probe`).then(
      (response) => response.status === 204,
      () => false,
    )
    if (listening) break
    if (Date.now() > deadline) {
      await stopProcess(child, 'SIGKILL')
      rmSync(dir, { recursive: true, force: true })
      throw new Error(`nginx did not listen on ${url} within ${START_TIMEOUT_MS} ms:\n${output}`)
    }
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  return {
    port,
    url,
    async stop() {
      await stopProcess(child, 'SIGQUIT')
      rmSync(dir, { recursive: true, force: true })
    },
  }
}
