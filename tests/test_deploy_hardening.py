"""deploy/k8s/ as a cluster's security review reads it: the `restricted` Pod Security Standard, the settings checkov
checks (docs/hosting.md runs it: no failed check, every skip inline with its reason), the namespace, the network
policies, pinned images, the disruption budget and the spread; TLS at the Ingress and at HAProxy; the Redis
password. The manifests are read as YAML (kubectl and a cluster are not available here); the Redis command of each
recipe and HAProxy's TLS are run for real."""
from __future__ import annotations

import re
import socket
import ssl
import subprocess
import threading
import time
import tomllib
import urllib.error
import urllib.request
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path

import pytest
import redis
import yaml

from bench.replicas import HAPROXY, REDIS_SERVER, haproxy_config
from tests.conftest import wait_for_port
from tests.test_deploy import COMPOSE_PEM, DEPLOY, ROOT, _compose, self_signed_pem

NAMESPACE = "token-by-token"
WORKLOADS = {"Deployment", "StatefulSet", "DaemonSet", "ReplicaSet", "Job", "CronJob", "Pod"}
# the volume types the restricted profile allows (Kubernetes' Pod Security Standards page)
RESTRICTED_VOLUMES = {"configMap", "csi", "downwardAPI", "emptyDir", "ephemeral", "persistentVolumeClaim", "projected",
                      "secret"}


def _docs() -> list[tuple[Path, dict]]:
    return [(path, doc) for path in sorted((DEPLOY / "k8s").glob("*.yaml"))
            for doc in yaml.safe_load_all(path.read_text()) if doc]


def _workloads() -> list[tuple[str, dict, dict]]:
    """(name, the workload, its pod spec) for every object that makes pods."""
    out = []
    for _, doc in _docs():
        if doc["kind"] in WORKLOADS:
            spec = doc["spec"]
            pod = (spec if doc["kind"] == "Pod" else
                   spec["jobTemplate"]["spec"]["template"]["spec"] if doc["kind"] == "CronJob" else
                   spec["template"]["spec"])
            out.append((doc["metadata"]["name"], doc, pod))
    return out


def _containers(pod: dict) -> list[dict]:
    return pod.get("initContainers", []) + pod["containers"] + pod.get("ephemeralContainers", [])


def _labels(doc: dict) -> dict:
    return doc["spec"]["template"]["metadata"]["labels"] if doc["kind"] != "Pod" else doc["metadata"]["labels"]


def _matches(selector: dict, labels: dict) -> bool:
    return all(labels.get(k) == v for k, v in selector.get("matchLabels", {}).items()) and not selector.get(
        "matchExpressions")


def test_there_are_pods_to_check():
    names = {name for name, _, _ in _workloads()}
    assert names == {"token-by-token", "redis"}


# ------------------------------------------------------------------------- the restricted Pod Security Standard
@pytest.mark.parametrize("name", ["token-by-token", "redis"])
def test_every_pod_meets_the_restricted_pod_security_standard(name):
    """The `restricted` profile, control by control: no host namespaces, ports or paths; only the allowed volume
    types; not privileged; no privilege escalation; non-root (and no UID 0); every capability dropped (only
    NET_BIND_SERVICE may be added back); seccomp RuntimeDefault or Localhost; no custom SELinux type, /proc mount or
    unsafe sysctl."""
    _, doc, pod = next(w for w in _workloads() if w[0] == name)
    psc = pod.get("securityContext", {})
    for key in ("hostNetwork", "hostPID", "hostIPC", "hostUsers"):
        assert pod.get(key, key == "hostUsers") is (key == "hostUsers"), key      # hostUsers may only be true/unset
    for volume in pod.get("volumes", []):
        kinds = set(volume) - {"name"}
        assert kinds <= RESTRICTED_VOLUMES, (volume["name"], kinds)
    assert not psc.get("sysctls")
    assert psc.get("seLinuxOptions", {}).get("type") in (None, "container_t", "container_init_t", "container_kvm_t")
    for c in _containers(pod):
        sc = c.get("securityContext", {})
        assert not sc.get("privileged", False), c["name"]
        assert sc.get("allowPrivilegeEscalation") is False, c["name"]
        assert sc.get("runAsNonRoot", psc.get("runAsNonRoot")) is True, c["name"]
        assert sc.get("runAsUser", psc.get("runAsUser")) not in (0, None), c["name"]
        caps = sc.get("capabilities", {})
        assert "ALL" in caps.get("drop", []), c["name"]
        assert set(caps.get("add", [])) <= {"NET_BIND_SERVICE"}, c["name"]
        seccomp = sc.get("seccompProfile", psc.get("seccompProfile", {})).get("type")
        assert seccomp in ("RuntimeDefault", "Localhost"), c["name"]
        assert sc.get("procMount", "Default") == "Default"
        assert not any(p.get("hostPort") for p in c.get("ports", [])), c["name"]


def test_the_namespace_enforces_restricted_and_holds_everything():
    docs = _docs()
    (ns,) = [doc for _, doc in docs if doc["kind"] == "Namespace"]
    assert ns["metadata"]["name"] == NAMESPACE
    labels = ns["metadata"]["labels"]
    assert labels["pod-security.kubernetes.io/enforce"] == "restricted"
    assert labels["pod-security.kubernetes.io/warn"] == "restricted"
    for path, doc in docs:
        if doc["kind"] != "Namespace":
            assert doc["metadata"].get("namespace") == NAMESPACE, (path.name, doc["kind"], doc["metadata"]["name"])
    # kubectl apply -f deploy/k8s/ takes the files in name order: the namespace's file comes first
    first = sorted((DEPLOY / "k8s").glob("*.yaml"))[0]
    assert any(d["kind"] == "Namespace" for d in yaml.safe_load_all(first.read_text()))


# ------------------------------------------------------------------------- what checkov checks
@pytest.mark.parametrize("name", ["token-by-token", "redis"])
def test_every_pod_has_the_settings_checkov_asks_for(name):
    """CKV_K8S_8/9 (probes), 10-13 (requests and limits), 14/15 (a fixed tag, pulled always), 22 (read-only root),
    35 (secrets as files), 38 (no service-account token), 40 (a UID above 10000), 43 (digest: skipped inline, with
    a reason)."""
    _, doc, pod = next(w for w in _workloads() if w[0] == name)
    assert pod.get("automountServiceAccountToken") is False
    assert pod.get("serviceAccountName") not in (None, "default")
    psc = pod.get("securityContext", {})
    for c in _containers(pod):
        sc = c.get("securityContext", {})
        assert sc.get("readOnlyRootFilesystem") is True, c["name"]
        assert sc.get("runAsUser", psc.get("runAsUser")) >= 10000, c["name"]
        for kind in ("requests", "limits"):
            assert {"cpu", "memory"} <= set(c["resources"][kind]), (c["name"], kind)
        assert c.get("readinessProbe") and c.get("livenessProbe"), c["name"]
        image = c["image"]
        assert re.fullmatch(r"[\w./-]+(:[\w.-]+|@sha256:[0-9a-f]{64})", image), image
        assert not image.endswith(":latest")
        assert c.get("imagePullPolicy") == "Always"
        assert not any("secretKeyRef" in e.get("valueFrom", {}) for e in c.get("env", [])), c["name"]
        assert not c.get("envFrom"), c["name"]
    skips = {k: v for k, v in doc["metadata"].get("annotations", {}).items() if k.startswith("checkov.io/skip")}
    for value in skips.values():
        check, _, reason = value.partition("=")
        assert check == "CKV_K8S_43" and len(reason.split()) >= 15, value        # the digest only, with a reason


def test_every_service_account_mounts_no_token():
    accounts = [doc for _, doc in _docs() if doc["kind"] == "ServiceAccount"]
    assert {a["metadata"]["name"] for a in accounts} >= {"default", "token-by-token", "redis"}
    assert all(a["automountServiceAccountToken"] is False for a in accounts)


# ------------------------------------------------------------------------- the network
def _policies() -> list[dict]:
    return [doc for _, doc in _docs() if doc["kind"] == "NetworkPolicy"]


def test_the_namespace_denies_by_default_and_every_pod_has_its_policy():
    policies = _policies()
    deny = [p for p in policies if p["spec"]["podSelector"] == {}]
    assert len(deny) == 1 and set(deny[0]["spec"]["policyTypes"]) == {"Ingress", "Egress"}
    assert "ingress" not in deny[0]["spec"] and "egress" not in deny[0]["spec"]
    for name, doc, _ in _workloads():
        own = [p for p in policies if p["spec"]["podSelector"] and _matches(p["spec"]["podSelector"], _labels(doc))]
        assert len(own) == 1, name


def test_only_the_ingress_reaches_the_app_and_only_the_app_reaches_redis():
    app_labels = _labels(next(d for n, d, _ in _workloads() if n == "token-by-token"))
    redis_labels = _labels(next(d for n, d, _ in _workloads() if n == "redis"))
    app = next(p for p in _policies() if p["spec"]["podSelector"] and _matches(p["spec"]["podSelector"], app_labels))
    red = next(p for p in _policies() if p["spec"]["podSelector"] and _matches(p["spec"]["podSelector"], redis_labels))
    (rule,) = app["spec"]["ingress"]
    assert rule["ports"] == [{"protocol": "TCP", "port": 8501}]
    assert rule["from"] == [{"namespaceSelector": {"matchLabels": {"kubernetes.io/metadata.name": "ingress-nginx"}}}]
    to_redis, to_dns = app["spec"]["egress"]
    assert _matches(to_redis["to"][0]["podSelector"], redis_labels) and to_redis["ports"][0]["port"] == 6379
    assert {p["port"] for p in to_dns["ports"]} == {53}
    (rule,) = red["spec"]["ingress"]
    assert _matches(rule["from"][0]["podSelector"], app_labels) and rule["ports"] == [{"protocol": "TCP", "port": 6379}]
    assert "Egress" in red["spec"]["policyTypes"] and not red["spec"].get("egress")          # Redis reaches nothing


# ------------------------------------------------------------------------- availability and size
def test_the_disruption_budget_and_the_spread_cover_the_apps_pods():
    dep = next(d for n, d, _ in _workloads() if n == "token-by-token")
    labels, replicas = _labels(dep), dep["spec"]["replicas"]
    (pdb,) = [doc for _, doc in _docs() if doc["kind"] == "PodDisruptionBudget"]
    assert _matches(pdb["spec"]["selector"], labels)
    assert pdb["spec"]["maxUnavailable"] == 1 and replicas >= 3                # a drain leaves at least two serving
    spread = {c["topologyKey"]: c for c in dep["spec"]["template"]["spec"]["topologySpreadConstraints"]}
    host = spread["kubernetes.io/hostname"]
    assert host["maxSkew"] == 1 and host["whenUnsatisfiable"] == "DoNotSchedule"
    assert _matches(host["labelSelector"], labels)
    assert "topology.kubernetes.io/zone" in spread


def test_the_app_asks_for_the_core_a_busy_replica_uses():
    """docs/hosting.md: a busy replica uses about one core (one interpreter; page runs one at a time), so each pod asks
    for one core, and may burst above it."""
    (c,) = next(p for n, _, p in _workloads() if n == "token-by-token")["containers"]
    cpu = lambda q: float(q[:-1]) / 1000 if str(q).endswith("m") else float(q)          # noqa: E731
    assert cpu(c["resources"]["requests"]["cpu"]) == 1.0 and cpu(c["resources"]["limits"]["cpu"]) > 1.0
    app = _compose()["services"]["app"]["deploy"]["resources"]
    assert float(app["reservations"]["cpus"]) == 1.0


def test_the_app_image_is_pinned_to_the_release_in_both_recipes():
    version = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]["version"]
    (c,) = next(p for n, _, p in _workloads() if n == "token-by-token")["containers"]
    assert c["image"].rsplit("/", 1)[-1] == f"token-by-token:{version}"
    compose = _compose()["services"]
    assert compose["app"]["image"] == f"token-by-token:{version}"
    for service in ("proxy", "redis"):
        assert re.fullmatch(r"[\w.-]+:\d+\.\d+\.\d+", compose[service]["image"]), compose[service]["image"]


def test_readiness_waits_for_the_warm_up_within_the_bound_everywhere():
    """The readiness probe asks the endpoint serve.py gates; liveness does not; the bound (TBT_READY_SECONDS) is
    below the Dockerfile's health-check start period, and the same in both recipes."""
    (c,) = next(p for n, _, p in _workloads() if n == "token-by-token")["containers"]
    env = {e["name"]: e.get("value") for e in c["env"]}
    bound = float(env["TBT_READY_SECONDS"])
    assert float(_compose()["services"]["app"]["environment"]["TBT_READY_SECONDS"]) == bound
    start = re.search(r"--start-period=(\d+)s", (DEPLOY / "Dockerfile").read_text())
    assert bound < int(start.group(1))
    assert c["livenessProbe"]["httpGet"]["path"] != c["readinessProbe"]["httpGet"]["path"] == "/_stcore/health"


# ------------------------------------------------------------------------- TLS
def test_the_ingress_serves_https_only_with_a_cert_manager_certificate():
    ing = next(doc for _, doc in _docs() if doc["kind"] == "Ingress")
    a = ing["metadata"]["annotations"]
    assert a.get("cert-manager.io/cluster-issuer") or a.get("cert-manager.io/issuer")
    p = "nginx.ingress.kubernetes.io/"
    assert a[p + "ssl-redirect"] == "true" and a[p + "force-ssl-redirect"] == "true"
    assert a[p + "session-cookie-secure"] == "true"
    (tls,) = ing["spec"]["tls"]
    assert tls["secretName"] and tls["hosts"] == [r["host"] for r in ing["spec"]["rules"]]


class _Backend(BaseHTTPRequestHandler):
    def do_GET(self):
        self.send_response(200)
        self.send_header("Content-Length", "2")
        self.end_headers()
        self.wfile.write(b"ok")

    def log_message(self, *args):
        pass


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def _get(url: str, context=None):
    class NoRedirect(urllib.request.HTTPRedirectHandler):
        def redirect_request(self, *a, **k):
            return None
    handlers = [NoRedirect()] + ([urllib.request.HTTPSHandler(context=context)] if context else [])
    try:
        with urllib.request.build_opener(*handlers).open(url, timeout=5) as r:
            return r.status, r.headers
    except urllib.error.HTTPError as err:
        return err.code, err.headers


def test_haproxy_redirects_http_and_serves_https_with_a_secure_cookie(tmp_path):
    """deploy/haproxy.cfg's own frontend, run by Debian's HAProxy with a certificate made here and a stand-in
    backend: plain HTTP gets a redirect to HTTPS (nothing else), HTTPS answers with HSTS and the affinity cookie
    marked Secure; the local plain-HTTP configuration the benchmark derives from the file neither redirects nor
    marks the cookie."""
    backend = ThreadingHTTPServer(("127.0.0.1", 0), _Backend)
    threading.Thread(target=backend.serve_forever, daemon=True).start()
    pem = self_signed_pem(tmp_path)
    http_port, https_port, local_port = _free_port(), _free_port(), _free_port()
    template = (DEPLOY / "haproxy.cfg").read_text()
    block = re.search(r"# BEGIN bind\n(.*?)[ \t]*# END bind", template, re.S).group(1)
    assert COMPOSE_PEM in block
    servers = [("app1", f"127.0.0.1:{backend.server_address[1]}")]
    tls_cfg = haproxy_config(template, "PLACEHOLDER", servers).replace(
        "    bind PLACEHOLDER\n", block.replace("bind :8080", f"bind 127.0.0.1:{http_port}")
        .replace("bind :8443", f"bind 127.0.0.1:{https_port}").replace(COMPOSE_PEM, str(pem)))
    (tmp_path / "tls.cfg").write_text(tls_cfg)
    (tmp_path / "local.cfg").write_text(haproxy_config(template, f"127.0.0.1:{local_port}", servers))
    env = {"TBT_PROXY_COOKIE_KEY": "test", "PATH": "/usr/bin:/bin"}
    procs = [subprocess.Popen([HAPROXY, "-f", str(tmp_path / n)], env=env, stdout=subprocess.DEVNULL,
                              stderr=subprocess.DEVNULL) for n in ("tls.cfg", "local.cfg")]
    try:
        ctx = ssl.create_default_context(cafile=str(pem))
        deadline = time.time() + 15
        while True:                                   # until HAProxy's health check has found the backend
            try:
                status, headers = _get(f"https://127.0.0.1:{https_port}/", ctx)
                if status == 200 and (_get(f"http://127.0.0.1:{local_port}/")[0] == 200):
                    break
            except OSError:
                pass
            assert time.time() < deadline, "HAProxy did not serve"
            time.sleep(0.2)
        status, headers = _get(f"http://127.0.0.1:{http_port}/count_table?room=ABCDEF")
        assert status == 301
        assert headers["Location"] == f"https://127.0.0.1:{http_port}/count_table?room=ABCDEF"
        assert not headers.get_all("Set-Cookie")                      # nothing in clear, not even the cookie
        cookies = headers_https = _get(f"https://127.0.0.1:{https_port}/", ctx)[1]
        (cookie,) = [c for c in cookies.get_all("Set-Cookie") if c.startswith("TBT_REPLICA=")]
        assert "Secure" in [part.strip() for part in cookie.split(";")] and "HttpOnly" in cookie
        assert int(re.search(r"max-age=(\d+)", headers_https["Strict-Transport-Security"]).group(1)) >= 180 * 86400
        status, headers = _get(f"http://127.0.0.1:{local_port}/")
        (cookie,) = headers.get_all("Set-Cookie")
        assert status == 200 and "Secure" not in cookie and not headers.get("Strict-Transport-Security")
    finally:
        for p in procs:
            p.terminate()
            p.wait(timeout=10)
        backend.shutdown()


# ------------------------------------------------------------------------- the Redis password, as each recipe sets it
def _redis_scripts() -> dict[str, tuple[str, str, str]]:
    """recipe -> (the shell script that starts Redis, the readiness check's script, the password file's path)."""
    k8s = next(d for n, d, _ in _workloads() if n == "redis")["spec"]["template"]["spec"]["containers"][0]
    assert k8s["command"] == ["sh", "-c"]
    compose = _compose()["services"]["redis"]
    assert compose["command"][:2] == ["sh", "-c"]
    def unescape(s):                                                                         # compose's escape
        return s.replace("$$", "$")
    return {"k8s": (k8s["args"][0], k8s["readinessProbe"]["exec"]["command"][2], "/run/secrets/redis/password"),
            "compose": (unescape(compose["command"][2]), unescape(compose["healthcheck"]["test"][1]),
                        "/run/secrets/tbt_redis_password")}


@pytest.mark.parametrize("recipe", ["k8s", "compose"])
def test_each_recipes_redis_takes_its_password_from_the_file_and_shows_it_nowhere(recipe, tmp_path):
    """The recipe's own start command and readiness check, run with Debian's redis-server (paths moved into a
    temporary folder, a free port added): Redis refuses a client without the password, takes the one in the file,
    and the password is on no process's command line; the readiness check passes, and fails with a wrong password."""
    start, ready, secret_path = _redis_scripts()[recipe]
    password = "pw-" + "x7Q" * 10
    secret = tmp_path / "password"
    secret.write_text(password + "\n")
    (tmp_path / "data").mkdir()
    port = _free_port()
    def local(s):
        s = s.replace(secret_path, str(secret)).replace("/tmp/auth.conf", str(tmp_path / "auth.conf"))
        return s.replace("--dir /data", f"--dir {tmp_path / 'data'}").replace("redis-cli", f"redis-cli -p {port}")
    script = local(start).replace("exec redis-server", f"exec {REDIS_SERVER}") + f" --port {port} --bind 127.0.0.1"
    proc = subprocess.Popen(["sh", "-c", script], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        wait_for_port(port, proc)
        anonymous = subprocess.run(["redis-cli", "-p", str(port), "ping"], capture_output=True, text=True, timeout=10)
        assert "NOAUTH" in anonymous.stdout + anonymous.stderr and "PONG" not in anonymous.stdout
        assert redis.Redis(port=port, password=password).ping() is True
        assert redis.Redis(port=port, password=password).config_get("appendonly") == {"appendonly": "yes"}
        cmdline = Path(f"/proc/{proc.pid}/cmdline").read_bytes().decode()
        assert "redis-server" in cmdline and password not in cmdline                # exec: Redis is the process
        assert subprocess.run(["sh", "-c", local(ready)], timeout=10).returncode == 0
        secret.write_text("wrong\n")
        assert subprocess.run(["sh", "-c", local(ready)], timeout=10, capture_output=True).returncode != 0
    finally:
        proc.terminate()
        proc.wait(timeout=10)
