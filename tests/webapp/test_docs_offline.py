"""/docs works without internet: the page references only this server's files, and they are served."""

from __future__ import annotations

import re

import pytest
from nicegui import ui
from nicegui.testing import User


async def test_docs_reference_only_local_assets_and_they_are_served(user: User) -> None:
    client = user.http_client
    docs = await client.get("/docs")
    assert docs.status_code == 200 and "SwaggerUIBundle" in docs.text
    references = re.findall(r"""(?:src|href)=["']([^"']+)["']""", docs.text)
    assert references and all(ref.startswith("/") and not ref.startswith("//") for ref in references), references
    assert "cdn." not in docs.text and "https://" not in docs.text
    assert {"/static/docs/swagger-ui-bundle.js", "/static/docs/swagger-ui.css"} <= set(references)
    for reference in references:
        served = await client.get(reference)
        assert served.status_code == 200 and served.content, reference
    assert "SwaggerUIBundle" in (await client.get("/static/docs/swagger-ui-bundle.js")).text
    assert "/openapi.json" in docs.text and (await client.get("/openapi.json")).json()["info"]["title"] == "sAIfe API"


async def test_the_licence_ships_with_the_assets(user: User) -> None:
    licence = await user.http_client.get("/static/docs/LICENSE")
    assert licence.status_code == 200 and "Apache License" in licence.text


async def test_redoc_leads_to_the_local_docs(user: User) -> None:
    redoc = await user.http_client.get("/redoc")
    assert redoc.status_code == 307 and redoc.headers["location"] == "/docs"


async def test_the_headers_api_link_opens_the_docs(user: User) -> None:
    await user.open("/")
    links = [link for link in user.find(ui.link).elements if isinstance(link, ui.link) and link.text == "API"]
    assert [link.props["href"] for link in links] == ["/docs"]


@pytest.fixture
def locked(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("SAIFE_ACCESS_TOKEN", "team-token-docs-1")


@pytest.mark.usefixtures("locked")
@pytest.mark.parametrize("path", ["/docs", "/openapi.json"])
async def test_docs_stay_behind_the_token(path: str, user: User) -> None:
    assert (await user.http_client.get(path)).status_code == 401
    allowed = await user.http_client.get(path, headers={"Authorization": "Bearer team-token-docs-1"})
    assert allowed.status_code == 200
