// The page's router: "#play=TOKEN" is a seat's game (kept in the URL, so a
// reload reconnects to the same seat); anything else is the lobby.
import "./style.css";
import { showLobby } from "./lobby";
import { showGame } from "./game";

const app = document.getElementById("app")!;
let leave: (() => void) | null = null;

function route() {
  leave?.();
  leave = null;
  app.replaceChildren();
  const token = new URLSearchParams(location.hash.slice(1)).get("play");
  if (token) leave = showGame(app, token);
  else showLobby(app);
}

window.addEventListener("hashchange", route);
route();
