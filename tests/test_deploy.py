"""deploy/: the Dockerfile, the compose file, HAProxy's configuration and the Kubernetes manifests say what the
README says they do. Docker cannot build or run here (no engine, no compose plugin) and kubectl needs a cluster
even for a dry run, so these tests read the files; HAProxy's own parser checks its configuration, and
tests/test_replicas.py runs the same topology for real on 127.0.0.1."""
from __future__ import annotations

import ast
import re
import shlex
import subprocess
import tomllib
from pathlib import Path

import pytest
import yaml

from bench.replicas import HAPROXY, haproxy_config

ROOT = Path(__file__).resolve().parent.parent
DEPLOY = ROOT / "deploy"
PORT = 8501                                   # the port the image serves on
COMPOSE_PEM = "/run/secrets/tbt_tls_pem"      # where compose mounts the secret tbt_tls_pem


def self_signed_pem(folder: Path) -> Path:
    """A throw-away certificate for 127.0.0.1 and its key, in one PEM file (as HAProxy's ``crt`` takes them)."""
    key, cert, pem = folder / "key.pem", folder / "cert.pem", folder / "tbt.pem"
    subprocess.run(["openssl", "req", "-x509", "-newkey", "rsa:2048", "-nodes", "-keyout", str(key), "-out",
                    str(cert), "-days", "2", "-subj", "/CN=127.0.0.1", "-addext", "subjectAltName=IP:127.0.0.1"],
                   check=True, capture_output=True, timeout=60)
    pem.write_text(cert.read_text() + key.read_text())
    return pem


def _compose() -> dict:
    return yaml.safe_load((DEPLOY / "compose.yaml").read_text())


def _k8s() -> dict[tuple[str, str], dict]:
    docs = {}
    for path in sorted((DEPLOY / "k8s").glob("*.yaml")):
        for doc in yaml.safe_load_all(path.read_text()):
            docs[(doc["kind"], doc["metadata"]["name"])] = doc
    return docs


def _config_toml() -> dict:
    return tomllib.loads((ROOT / ".streamlit" / "config.toml").read_text())


def _haproxy_lines() -> list[list[str]]:
    out = []
    for line in (DEPLOY / "haproxy.cfg").read_text().splitlines():
        line = line.split("#", 1)[0].strip()
        if line:
            out.append(shlex.split(line))
    return out


def _seconds(value: str) -> float:
    m = re.fullmatch(r"(\d+)(ms|s|m|h|d)?", value)
    n, unit = int(m.group(1)), m.group(2) or "ms"             # HAProxy's default unit is the millisecond
    return n * {"ms": 0.001, "s": 1, "m": 60, "h": 3600, "d": 86400}[unit]


def _bytes(quantity: str) -> float:
    m = re.fullmatch(r"(\d+(?:\.\d+)?)(Ki|Mi|Gi|K|M|G)?", quantity)
    return float(m.group(1)) * {None: 1, "K": 1e3, "M": 1e6, "G": 1e9, "Ki": 2**10, "Mi": 2**20,
                                "Gi": 2**30}[m.group(2)]


# ---------------------------------------------------------------- Dockerfile
def _dockerfile() -> list[tuple[str, str]]:
    text = (DEPLOY / "Dockerfile").read_text().replace("\\\n", " ")
    out = []
    for line in text.splitlines():
        line = line.strip()
        if line and not line.startswith("#"):
            op, _, rest = line.partition(" ")
            out.append((op.upper(), rest.strip()))
    return out


def _requirements() -> dict[str, str]:
    from tests.test_requirements import _requirements as pins
    return pins(ROOT / "requirements.txt")


def test_dockerfile_base_user_and_command():
    steps = _dockerfile()
    assert steps[0] == ("FROM", "python:3.11-slim")
    users = [rest for op, rest in steps if op == "USER"]
    assert users and users[-1] not in ("root", "0")
    uid = re.search(r"useradd .*--uid (\d+) (\w+)", " ".join(r for op, r in steps if op == "RUN")).groups()
    assert users[-1] == uid[1]
    assert int(uid[0]) == _k8s()[("Deployment", "token-by-token")]["spec"]["template"]["spec"]["securityContext"][
        "runAsUser"]
    assert [rest for op, rest in steps if op == "EXPOSE"] == [str(PORT)]
    cmd = ast.literal_eval(next(rest for op, rest in steps if op == "CMD"))
    assert cmd[:2] == ["python", "deploy/serve.py"] and f"--server.port={PORT}" in cmd
    assert "--server.address=0.0.0.0" in cmd


def test_dockerfile_healthcheck_is_streamlits_health_endpoint():
    check = next(rest for op, rest in _dockerfile() if op == "HEALTHCHECK")
    assert f"http://127.0.0.1:{PORT}/_stcore/health" in check
    assert "CMD" in check and "curl" not in check            # python:3.11-slim has no curl; python it is


def test_dockerfile_pip_lines_install_the_pinned_requirements_with_cpu_torch():
    """The install steps: torch from the CPU-only index that Pipfile names, at requirements.txt's pin, then
    requirements.txt itself (which finds torch satisfied), copied in before."""
    steps = _dockerfile()
    pips = [shlex.split(rest) for op, rest in steps if op == "RUN" and rest.startswith("pip ")]
    assert len(pips) == 2, pips
    first, second = pips
    pipfile = tomllib.loads((ROOT / "Pipfile").read_text())
    cpu_index = {s["name"]: s["url"] for s in pipfile["source"]}[pipfile["packages"]["torch"]["index"]]
    assert first[:2] == ["pip", "install"]
    assert first[first.index("--index-url") + 1] == cpu_index
    packages = [a for a in first[2:] if not a.startswith("-") and a != cpu_index]
    assert packages == [f"torch=={_requirements()['torch']}"]
    assert pipfile["packages"]["torch"]["version"] == f"=={_requirements()['torch']}"
    assert second == ["pip", "install", "-r", "requirements.txt"]
    copy_req = next(i for i, (op, rest) in enumerate(steps) if op == "COPY" and "requirements.txt" in rest)
    first_pip = next(i for i, (op, rest) in enumerate(steps) if op == "RUN" and rest.startswith("pip "))
    assert copy_req < first_pip
    assert not any(op == "RUN" and ("curl" in rest or "wget" in rest) for op, rest in steps)


def _copied() -> set[str]:
    out = set()
    for op, rest in _dockerfile():
        if op == "COPY":
            parts = [p for p in shlex.split(rest) if not p.startswith("--")]
            out |= set(parts[:-1])
    return out


def test_dockerfile_bakes_in_everything_the_app_reads():
    """Every local top-level package the app's code imports, the assets and the Streamlit config are copied;
    tests, benchmarks and scripts are not (the image is for serving)."""
    copied = _copied()
    local = {p.name for p in ROOT.iterdir() if p.is_dir() and (p / "__init__.py").exists()} | {"pages"}
    imported = set()
    for path in [ROOT / "app.py", *(ROOT / "ui").rglob("*.py"), *(ROOT / "lm_core").rglob("*.py"),
                 *(ROOT / "pages").glob("*.py")]:
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Import):
                imported |= {a.name.split(".")[0] for a in node.names}
            elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
                imported.add(node.module.split(".")[0])
    needed = (imported & local) | {"pages", "assets", ".streamlit", "app.py", "deploy/serve.py"}
    assert needed <= copied, needed - copied
    assert not copied & {"tests", "bench", "scripts", ".git", "docs"}


def test_the_image_downloads_nothing_at_run_time():
    env = " ".join(rest for op, rest in _dockerfile() if op == "ENV")
    assert "HF_HUB_OFFLINE=1" in env and "TRANSFORMERS_OFFLINE=1" in env


# ---------------------------------------------------------------- compose
def test_compose_runs_replicas_behind_the_proxy_with_redis():
    c = _compose()
    assert set(c["services"]) == {"app", "proxy", "redis"}
    app = c["services"]["app"]
    assert re.fullmatch(r"\$\{TBT_REPLICAS:-([2-9])\}", str(app["deploy"]["replicas"]))
    assert app["build"] == {"context": "..", "dockerfile": "deploy/Dockerfile"}
    assert app["environment"]["TBT_STORE_FILE"] == "/run/secrets/tbt_store_url"
    assert "TBT_STORE" not in app["environment"]
    assert c["services"]["redis"]["image"].startswith("redis:")
    assert app["depends_on"]["redis"]["condition"] == "service_healthy"
    assert app["environment"]["STREAMLIT_SERVER_ENABLE_XSRF_PROTECTION"] == "true"
    proxy = c["services"]["proxy"]
    assert proxy["image"].startswith("haproxy:")
    assert "./haproxy.cfg:/usr/local/etc/haproxy/haproxy.cfg:ro" in proxy["volumes"]
    assert re.fullmatch(r"\$\{TBT_HTTP_PORT:-80\}:8080", proxy["ports"][0])
    assert re.fullmatch(r"\$\{TBT_HTTPS_PORT:-443\}:8443", proxy["ports"][1])


def test_compose_gives_every_replica_the_same_cookie_secret_from_one_secret():
    """One service (all its replicas share its definition) reads one compose secret; the secret's value comes
    from the environment, so nothing secret is in the file; serve.py turns the file into Streamlit's setting."""
    c = _compose()
    app = c["services"]["app"]
    assert "tbt_cookie_secret" in app["secrets"]
    assert c["secrets"]["tbt_cookie_secret"] == {"environment": "TBT_COOKIE_SECRET"}
    assert app["environment"]["TBT_COOKIE_SECRET_FILE"] == "/run/secrets/tbt_cookie_secret"
    assert "STREAMLIT_SERVER_COOKIE_SECRET" not in app["environment"]
    key = c["services"]["proxy"]["environment"]["TBT_PROXY_COOKIE_KEY"]
    assert key.startswith("${TBT_PROXY_COOKIE_KEY:?")            # compose refuses to start without it


def test_compose_stop_grace_outlasts_the_drain():
    app = _compose()["services"]["app"]
    assert _seconds(app["stop_grace_period"]) > float(app["environment"]["TBT_DRAIN_SECONDS"])


def test_the_proxy_finds_the_compose_service():
    """HAProxy's server-template resolves the compose service `app` on the port the image serves."""
    template = next(line for line in _haproxy_lines() if line[0] == "server-template")
    assert template[3] == f"app:{PORT}" and "app" in _compose()["services"]
    assert int(template[2]) >= 2 and "check" in template and template[template.index("resolvers") + 1] == "docker"


def test_no_secret_is_committed_in_deploy():
    for path in DEPLOY.rglob("*"):
        if path.is_file() and path.suffix in {".yaml", ".cfg", ""} | {".py"}:
            text = path.read_text()
            assert not re.search(r"\b[0-9a-f]{32,}\b", text), path
            assert not re.search(r"(?i)cookie_?secret\s*[:=]\s*['\"][^$'\"{]", text), path
    assert not list(DEPLOY.rglob(".env")) and not list(DEPLOY.rglob("*secret*.txt"))
    assert not [p for p in DEPLOY.rglob("*") if p.suffix in {".pem", ".key", ".crt"}]
    for path in DEPLOY.rglob("*"):
        if path.is_file() and path.suffix in {".yaml", ".cfg"}:
            assert "-----BEGIN" not in path.read_text(), path                 # no PEM block


# ---------------------------------------------------------------- HAProxy
def test_haproxy_affinity_by_an_inserted_cookie():
    lines = _haproxy_lines()
    cookie = next(line for line in lines if line[0] == "cookie")
    assert cookie[1] == "TBT_REPLICA" and "insert" in cookie and "indirect" in cookie and "nocache" in cookie
    assert "dynamic" in cookie                                   # stable values for DNS-found replicas
    key = next(line for line in lines if line[0] == "dynamic-cookie-key")
    assert key[1] == "${TBT_PROXY_COOKIE_KEY}"
    balance = next(line for line in lines if line[0] == "balance")
    assert balance[1] not in ("source", "uri", "hdr")            # not by address: a school is one address


def test_haproxy_timeouts_outlast_a_lesson_and_health_is_checked():
    lines = _haproxy_lines()
    timeouts = {line[1]: _seconds(line[2]) for line in lines if line[0] == "timeout"}
    assert timeouts["tunnel"] >= 3600                            # the open websocket
    assert timeouts["client"] >= 30 and timeouts["server"] >= 30
    assert ["option", "httpchk", "GET", "/_stcore/health"] in lines
    assert ["option", "redispatch"] in lines                      # a dead replica's visitors go elsewhere
    assert not any("shutdown-sessions" in line for line in lines)  # a draining replica keeps its websockets


def test_haproxy_accepts_the_file_and_the_generated_local_config(tmp_path):
    """HAProxy's own parser on the compose file (its certificate, mounted from a secret in compose, replaced by one
    made here) and on the local configuration the benchmark and tests/test_replicas.py generate."""
    if not Path(HAPROXY).exists():
        pytest.fail(f"{HAPROXY} is missing: .ci/run installs Debian's haproxy")
    env = {"TBT_PROXY_COOKIE_KEY": "test", "PATH": "/usr/bin:/bin"}
    template = (DEPLOY / "haproxy.cfg").read_text()
    local = tmp_path / "local.cfg"
    local.write_text(haproxy_config(template, "127.0.0.1:18080",
                                    [("app1", "127.0.0.1:18501"), ("app2", "127.0.0.1:18502")]))
    composed = tmp_path / "compose.cfg"
    composed.write_text(template.replace(COMPOSE_PEM, str(self_signed_pem(tmp_path))))
    for cfg in (composed, local):
        r = subprocess.run([HAPROXY, "-c", "-f", str(cfg)], capture_output=True, text=True, env=env, timeout=30)
        assert r.returncode == 0, r.stdout + r.stderr


def test_the_local_config_differs_from_compose_only_inside_the_markers():
    template = (DEPLOY / "haproxy.cfg").read_text()
    local = haproxy_config(template, "127.0.0.1:1", [("app1", "127.0.0.1:2")])

    def outside(text):
        return re.sub(r"[ \t]*# BEGIN (\w+)\n.*?# END \1\n", "", text, flags=re.S)

    assert outside(template) == re.sub(r"    (bind|server \S+) 127\.0\.0\.1:\d+.*\n", "", local)
    assert "    server app1 127.0.0.1:2 check\n" in local and "    bind 127.0.0.1:1\n" in local
    live = [line.split("#", 1)[0].strip() for line in local.splitlines()]
    assert not any(line.startswith(("server-template", "nameserver", "resolvers")) for line in live)
    with pytest.raises(ValueError, match="BEGIN bind"):
        haproxy_config("frontend x\n", "127.0.0.1:1", [])


# ---------------------------------------------------------------- Kubernetes
def test_k8s_deployment_replicas_probes_and_secret():
    docs = _k8s()
    dep = docs[("Deployment", "token-by-token")]
    assert dep["spec"]["replicas"] >= 2
    pod = dep["spec"]["template"]["spec"]
    (app,) = pod["containers"]
    assert app["ports"] == [{"name": "http", "containerPort": PORT}]
    # readiness: the health endpoint deploy/serve.py gates on the warm-up and the drain; liveness: one it leaves alone
    assert app["readinessProbe"]["httpGet"] == {"path": "/_stcore/health", "port": "http"}
    assert app["livenessProbe"]["httpGet"] == {"path": "/_stcore/host-config", "port": "http"}
    env = {e["name"]: e for e in app["env"]}
    # the one Secret, read by every replica of the one pod template, as a file
    assert env["TBT_COOKIE_SECRET_FILE"]["value"] == "/run/secrets/tbt/cookie-secret"
    assert env["TBT_STORE_FILE"]["value"] == "/run/secrets/tbt/store-url"
    assert "STREAMLIT_SERVER_COOKIE_SECRET" not in env and "TBT_STORE" not in env
    mount = next(m for m in app["volumeMounts"] if m["mountPath"] == "/run/secrets/tbt")
    volume = next(v for v in pod["volumes"] if v["name"] == mount["name"])
    sources = {(src["secret"]["name"], item["key"], item["path"]) for src in volume["projected"]["sources"]
               for item in src["secret"]["items"]}
    assert sources == {("tbt-cookie-secret", "cookie-secret", "cookie-secret"), ("tbt-redis", "store-url", "store-url")}
    assert env["STREAMLIT_SERVER_ENABLE_XSRF_PROTECTION"]["value"] == "true"
    assert pod["terminationGracePeriodSeconds"] > float(env["TBT_DRAIN_SECONDS"]["value"])
    assert pod["securityContext"]["runAsNonRoot"] is True
    assert not [k for k in docs if k[0] == "Secret"]              # created by hand, never committed


def _stated_peak_mb() -> int:
    """The replica's measured peak as docs/hosting.md states it ("Which recipe": "peaked at 653 MB (686 MB with a
    whole class walking every page ...)"): the larger of the two."""
    text = (ROOT / "docs" / "hosting.md").read_text()
    m = re.search(r"peaked at (\d+) MB \((\d+) MB with a whole class walking every page", text)
    assert m, "docs/hosting.md no longer states the measured peak the memory request is sized on"
    return max(int(m.group(1)), int(m.group(2)))


def test_k8s_memory_comes_from_the_measured_peak():
    """A replica's measured peak (docs/hosting.md): the request must cover it, the limit leave room above it."""
    peak = _stated_peak_mb()
    app = _k8s()[("Deployment", "token-by-token")]["spec"]["template"]["spec"]["containers"][0]
    request, limit = (_bytes(app["resources"][k]["memory"]) for k in ("requests", "limits"))
    assert peak * 1e6 <= request < limit <= 2 * 2**30


def test_k8s_service_redis_and_ingress_fit_together():
    docs = _k8s()
    svc = docs[("Service", "token-by-token")]
    assert svc["spec"]["selector"] == docs[("Deployment", "token-by-token")]["spec"]["template"]["metadata"]["labels"]
    assert svc["spec"]["ports"][0]["targetPort"] == "http"
    redis = docs[("Service", "redis")]
    assert redis["spec"]["ports"][0]["port"] == 6379                 # redis://redis:6379 in the app's env
    assert docs[("Deployment", "redis")]["spec"]["template"]["spec"]["containers"][0]["image"].startswith("redis:")
    ing = docs[("Ingress", "token-by-token")]
    backend = ing["spec"]["rules"][0]["http"]["paths"][0]["backend"]["service"]
    assert backend == {"name": "token-by-token", "port": {"name": "http"}}


def test_k8s_ingress_affinity_timeouts_and_upload_size():
    a = _k8s()[("Ingress", "token-by-token")]["metadata"]["annotations"]
    p = "nginx.ingress.kubernetes.io/"
    assert a[p + "affinity"] == "cookie"
    assert a[p + "affinity-mode"] == "persistent"
    assert a[p + "session-cookie-name"]
    assert int(a[p + "proxy-read-timeout"]) >= 3600 and int(a[p + "proxy-send-timeout"]) >= 3600
    assert a[p + "proxy-body-size"] == f"{_config_toml()['server']['maxUploadSize']}m"   # both in MB


# ---------------------------------------------------------------- serve.py's secret
def test_serve_reads_the_cookie_secret_file(tmp_path):
    from deploy.serve import secret_from_file

    f = tmp_path / "secret"
    f.write_text("s3cr3t-value\n")
    env = {"TBT_COOKIE_SECRET_FILE": str(f)}
    secret_from_file(env)
    assert env["STREAMLIT_SERVER_COOKIE_SECRET"] == "s3cr3t-value"
    explicit = {"TBT_COOKIE_SECRET_FILE": str(f), "STREAMLIT_SERVER_COOKIE_SECRET": "given"}
    secret_from_file(explicit)
    assert explicit["STREAMLIT_SERVER_COOKIE_SECRET"] == "given"
    f.write_text("  \n")
    with pytest.raises(SystemExit, match="empty"):
        secret_from_file({"TBT_COOKIE_SECRET_FILE": str(f)})
