#!/usr/bin/env python3
"""A headless broadway client: stands in for the browser so GTK's frame clock runs at its rate.

Why it exists: a GTK 4 window on broadway freezes its frame clock after every frame it paints
and asks gtk4-broadwayd for a roundtrip (gdk/broadway/gdksurface-broadway.c,
on_frame_clock_after_paint). When a browser is attached, broadwayd passes the roundtrip on
(BROADWAY_OP_ROUNDTRIP) and the browser answers it (BROADWAY_EVENT_ROUNDTRIP_NOTIFY); the window
thaws at once. With no browser, broadwayd answers by itself with a "local" reply
(broadway-server.c, broadway_server_fake_roundtrip_reply), and GDK then thaws only a second
later (_gdk_broadway_roundtrip_notify: "If there is no remote web client, rate limit update to
once a second"). So a headless test that waits for a frame waits about a second. This client
attaches to broadwayd's websocket as gdk/broadway/broadway.js does and answers promptly: at
once, or for a window that paints frame after frame, at most --fps times a second (default 60,
a browser's requestAnimationFrame pace; GDK does not pace itself when the backend throttles).

What it answers, as broadway.js does (same on GTK 4.8 to 4.24):

- BROADWAY_OP_ROUNDTRIP (id, tag)        -> BROADWAY_EVENT_ROUNDTRIP_NOTIFY (id, tag)
- BROADWAY_OP_NEW_SURFACE, _MOVE_RESIZE  -> BROADWAY_EVENT_CONFIGURE_NOTIFY (id, x, y, w, h):
  with a client attached broadwayd no longer fakes these itself, and GDK counts on them to
  finish a resize (gdkeventsource.c: resize_count).
- BROADWAY_OP_GRAB_POINTER / _UNGRAB_    -> BROADWAY_EVENT_GRAB_NOTIFY / _UNGRAB_NOTIFY
- BROADWAY_OP_DISCONNECTED (another client took the display over) -> exit.

Nothing else: no pointer, no crossing or focus events, no screen size (broadwayd keeps its
1024x768 at scale 1, as with no client; --screen sends one like a browser window's). The
protocol has no way to ask for less: broadwayd sends every texture (PNG bytes the application
encodes whether or not a client is attached) and every node tree, and writes them blocking, so
this client reads everything at once and skips over it without decoding.

Wire format (broadway-server.c, broadway-output.c, broadway.js): a websocket at /socket
(protocol "broadway"). Server to client: binary messages, each a run of commands, every
command an 8-bit op and a 32-bit serial, then its arguments, little-endian. Client to server:
one binary message per event, 32-bit big-endian words: type, serial (of the last command
read), time (0: the server's last time), arguments.

Usage: broadway-client.py [PORT | :DISPLAY]   (default: $BROADWAY_PORT, else from
$BROADWAY_DISPLAY as 8080 + display). Quiet; exits 0 when broadwayd closes the connection or
hands the display to another client, or on SIGTERM/SIGINT; 1 when it cannot connect or reads a
command it doesn't know (broadwayd then answers roundtrips itself again, once a second).
-v prints what it read and answered.
"""

import argparse
import base64
import hashlib
import heapq
import os
import select
import signal
import socket
import struct
import sys
import time

# broadway-protocol.h
OP_GRAB_POINTER, OP_UNGRAB_POINTER, OP_NEW_SURFACE = 0, 1, 2
OP_SHOW_SURFACE, OP_HIDE_SURFACE, OP_RAISE_SURFACE, OP_LOWER_SURFACE = 3, 4, 5, 6
OP_DESTROY_SURFACE, OP_MOVE_RESIZE, OP_SET_TRANSIENT_FOR, OP_DISCONNECTED = 7, 8, 9, 10
OP_SET_SHOW_KEYBOARD, OP_UPLOAD_TEXTURE, OP_RELEASE_TEXTURE = 12, 13, 14
OP_SET_NODES, OP_ROUNDTRIP = 15, 16

EVENT_GRAB_NOTIFY, EVENT_UNGRAB_NOTIFY, EVENT_CONFIGURE_NOTIFY = 9, 10, 11
EVENT_SCREEN_SIZE_CHANGED, EVENT_ROUNDTRIP_NOTIFY = 12, 14

# Bytes of arguments of the commands of fixed size (after op and serial).
FIXED_ARGUMENTS = {
    OP_UNGRAB_POINTER: 0, OP_SHOW_SURFACE: 2, OP_HIDE_SURFACE: 2, OP_RAISE_SURFACE: 2,
    OP_LOWER_SURFACE: 2, OP_SET_TRANSIENT_FOR: 4, OP_SET_SHOW_KEYBOARD: 2,
    OP_RELEASE_TEXTURE: 4,
}

WS_CONTINUATION, WS_TEXT, WS_BINARY, WS_CLOSE, WS_PING, WS_PONG = 0, 1, 2, 8, 9, 10


class Closed(Exception):
    """broadwayd closed the connection or gave the display to another client."""


class ProtocolError(Exception):
    """broadwayd sent something this client can't read."""


class Client:
    def __init__(self, sock, frame_interval, verbose):
        self.sock = sock
        self.frame_interval = frame_interval
        self.verbose = verbose
        self.surfaces = {}  # id -> [x, y, width, height]
        self.last_frame = {}  # surface id -> when its last roundtrip was (to be) answered
        self.pending = []  # heap of (when, serial, surface id, tag): roundtrips held back
        self.buffer = bytearray()
        self.answered = 0

    def log(self, message):
        if self.verbose:
            print(f"broadway-client: {message}", file=sys.stderr, flush=True)

    # --- Websocket ---------------------------------------------------------------------

    def send_frame(self, opcode, payload):
        """One masked, final frame (RFC 6455 says a client masks; broadwayd takes both)."""
        mask = os.urandom(4)
        length = len(payload)
        if length < 126:
            header = struct.pack("!BB", 0x80 | opcode, 0x80 | length)
        elif length < 65536:
            header = struct.pack("!BBH", 0x80 | opcode, 0x80 | 126, length)
        else:
            header = struct.pack("!BBQ", 0x80 | opcode, 0x80 | 127, length)
        masked = bytes(b ^ mask[i % 4] for i, b in enumerate(payload))
        self.sock.sendall(header + mask + masked)

    def send_event(self, event_type, serial, *arguments):
        """An input message as broadway.js's sendInput writes it: big-endian 32-bit words."""
        words = (event_type, serial, 0) + arguments
        payload = struct.pack(f"!{len(words)}I", *(w & 0xFFFFFFFF for w in words))
        self.send_frame(WS_BINARY, payload)
        self.answered += 1

    def handshake(self, host, port):
        key = base64.b64encode(os.urandom(16)).decode()
        self.sock.sendall(
            (
                "GET /socket HTTP/1.1\r\n"
                f"Host: {host}:{port}\r\n"
                "Upgrade: websocket\r\n"
                "Connection: Upgrade\r\n"
                f"Sec-WebSocket-Key: {key}\r\n"
                "Sec-WebSocket-Version: 13\r\n"
                "Sec-WebSocket-Protocol: broadway\r\n"
                "\r\n"
            ).encode()
        )
        while b"\r\n\r\n" not in self.buffer:
            self.receive()
        end = self.buffer.index(b"\r\n\r\n") + 4
        response = bytes(self.buffer[:end]).decode("latin-1")
        del self.buffer[:end]
        accept = base64.b64encode(
            hashlib.sha1((key + "258EAFA5-E914-47DA-95CA-C5AB0DC85B11").encode()).digest()
        ).decode()
        if not response.startswith("HTTP/1.1 101") or accept not in response:
            raise SystemExit(f"broadway-client: not a broadway websocket:\n{response}")

    def receive(self):
        data = self.sock.recv(1 << 20)
        if not data:
            raise Closed("broadwayd closed the connection")
        self.buffer += data

    def run(self):
        """Reads frames until broadwayd goes; answers the commands in each binary one."""
        while True:
            self.answer_due_roundtrips()
            frame = self.next_frame()
            if frame is None:
                timeout = None
                if self.pending:
                    timeout = max(0.0, self.pending[0][0] - time.monotonic())
                if select.select([self.sock], [], [], timeout)[0]:
                    self.receive()
                continue
            opcode, payload = frame
            if opcode in (WS_BINARY, WS_CONTINUATION, WS_TEXT):
                # broadwayd sends each flush as one final binary frame of whole commands.
                self.handle_commands(payload)
            elif opcode == WS_PING:
                self.send_frame(WS_PONG, bytes(payload))
            elif opcode == WS_CLOSE:
                raise Closed("broadwayd sent a close frame")

    def next_frame(self):
        """(opcode, payload) of the first whole frame in the buffer, removed from it; or None."""
        buffer = self.buffer
        if len(buffer) < 2:
            return None
        opcode = buffer[0] & 0x0F
        length = buffer[1] & 0x7F
        start = 2
        if length == 126:
            if len(buffer) < 4:
                return None
            (length,) = struct.unpack_from("!H", buffer, 2)
            start = 4
        elif length == 127:
            if len(buffer) < 10:
                return None
            (length,) = struct.unpack_from("!Q", buffer, 2)
            start = 10
        mask = None
        if buffer[1] & 0x80:  # broadwayd never masks; tolerated anyway
            mask = bytes(buffer[start:start + 4])
            start += 4
        if len(buffer) < start + length:
            return None
        payload = bytes(buffer[start:start + length])
        del buffer[:start + length]
        if mask:
            payload = bytes(b ^ mask[i % 4] for i, b in enumerate(payload))
        return opcode, payload

    # --- Broadway commands -------------------------------------------------------------

    def roundtrip(self, serial, surface_id, tag):
        """Answers at once, or one frame interval after this surface's last answer.

        GDK's frame clock does not pace itself when the backend throttles it
        (gdkframeclockidle.c: "we'll do another update as soon as the backend unthrottles"):
        answered at once, a window that redraws every frame (a spinner) paints thousands of
        times a second. broadway.js is paced by requestAnimationFrame; this by --fps.
        """
        now = time.monotonic()
        when = max(now, self.last_frame.get(surface_id, 0.0) + self.frame_interval)
        self.last_frame[surface_id] = when
        if when <= now:
            self.send_event(EVENT_ROUNDTRIP_NOTIFY, serial, surface_id, tag)
        else:
            heapq.heappush(self.pending, (when, serial, surface_id, tag))

    def answer_due_roundtrips(self):
        now = time.monotonic()
        while self.pending and self.pending[0][0] <= now:
            _, serial, surface_id, tag = heapq.heappop(self.pending)
            self.send_event(EVENT_ROUNDTRIP_NOTIFY, serial, surface_id, tag)

    def configure_notify(self, serial, surface_id):
        x, y, width, height = self.surfaces[surface_id]
        self.send_event(EVENT_CONFIGURE_NOTIFY, serial, surface_id, x, y, width, height)

    def handle_commands(self, data):
        position, end = 0, len(data)
        while position < end:
            op = data[position]
            (serial,) = struct.unpack_from("<I", data, position + 1)
            position += 5
            if op == OP_ROUNDTRIP:
                surface_id, tag = struct.unpack_from("<HI", data, position)
                position += 6
                self.roundtrip(serial, surface_id, tag)
            elif op == OP_SET_NODES:
                _, words = struct.unpack_from("<HI", data, position)
                position += 6 + 4 * words
            elif op == OP_UPLOAD_TEXTURE:
                _, size = struct.unpack_from("<II", data, position)
                position += 8 + size
            elif op == OP_NEW_SURFACE:
                surface_id, x, y, width, height = struct.unpack_from("<HhhHH", data, position)
                position += 10
                self.surfaces[surface_id] = [x, y, width, height]
                self.configure_notify(serial, surface_id)
            elif op == OP_MOVE_RESIZE:
                surface_id, flags = struct.unpack_from("<HB", data, position)
                position += 3
                surface = self.surfaces.setdefault(surface_id, [0, 0, 0, 0])
                if flags & 1:
                    surface[0:2] = struct.unpack_from("<hh", data, position)
                    position += 4
                if flags & 2:
                    surface[2:4] = struct.unpack_from("<HH", data, position)
                    position += 4
                self.configure_notify(serial, surface_id)
            elif op == OP_DESTROY_SURFACE:
                (surface_id,) = struct.unpack_from("<H", data, position)
                position += 2
                self.surfaces.pop(surface_id, None)
                self.last_frame.pop(surface_id, None)
            elif op == OP_GRAB_POINTER:
                position += 3
                # broadway.js sends no result word; broadwayd reads one anyway (grab_reply.res).
                self.send_event(EVENT_GRAB_NOTIFY, serial, 0)
            elif op == OP_UNGRAB_POINTER:
                self.send_event(EVENT_UNGRAB_NOTIFY, serial, 0)
            elif op == OP_DISCONNECTED:
                raise Closed("broadwayd gave the display to another client")
            elif op in FIXED_ARGUMENTS:
                position += FIXED_ARGUMENTS[op]
            else:
                # Unknown to broadway.js too. The rest of the message can't be walked, and a
                # roundtrip in it left unanswered would freeze its window for good; once this
                # client is gone, broadwayd answers every roundtrip itself again (once a second).
                raise ProtocolError(f"unknown broadway command {op}")
        self.log(f"read {end} bytes; {self.answered} events sent so far")


def parse_port(argument):
    if argument is None:
        if os.environ.get("BROADWAY_PORT"):
            return int(os.environ["BROADWAY_PORT"])
        display = os.environ.get("BROADWAY_DISPLAY", ":0")
        return 8080 + int(display.lstrip(":") or 0)
    if argument.startswith(":"):
        return 8080 + int(argument[1:])
    return int(argument)


def connect(host, port, timeout):
    deadline = time.monotonic() + timeout
    while True:
        try:
            sock = socket.create_connection((host, port), timeout=5)
            sock.settimeout(None)
            sock.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
            return sock
        except OSError:
            if time.monotonic() >= deadline:
                raise
            time.sleep(0.05)


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n", 1)[0])
    parser.add_argument("port", nargs="?", help="broadwayd's port, or :DISPLAY")
    parser.add_argument("--host", default="127.0.0.1")
    parser.add_argument("--wait", type=float, default=10.0,
                        help="seconds to keep trying to connect (default 10)")
    parser.add_argument("--screen", metavar="WxH[@SCALE]",
                        help="send a screen size, as a browser window does (default: none)")
    parser.add_argument("--fps", type=float, default=60.0,
                        help="most frames a second per window, as a 60 Hz browser (default "
                        "60; 0: answer at once, unpaced)")
    parser.add_argument("-v", "--verbose", action="store_true")
    arguments = parser.parse_args()

    # Killed, the client ends as quietly as when broadwayd goes away.
    signal.signal(signal.SIGTERM, lambda *_: sys.exit(0))
    signal.signal(signal.SIGINT, lambda *_: sys.exit(0))
    port = parse_port(arguments.port)
    try:
        sock = connect(arguments.host, port, arguments.wait)
    except OSError as error:
        print(f"broadway-client: cannot connect to {arguments.host}:{port}: {error}",
              file=sys.stderr)
        return 1
    client = Client(sock, 1.0 / arguments.fps if arguments.fps > 0 else 0.0, arguments.verbose)
    try:
        client.handshake(arguments.host, port)
        client.log(f"attached to {arguments.host}:{port}")
        if arguments.screen:
            size, _, scale = arguments.screen.partition("@")
            width, height = (int(v) for v in size.lower().split("x"))
            client.send_event(EVENT_SCREEN_SIZE_CHANGED, 0, width, height, int(scale or 1))
        client.run()
    except (Closed, ConnectionError) as reason:
        client.log(f"{reason}; {client.answered} events sent")
    except ProtocolError as error:
        print(f"broadway-client: {error}; detaching", file=sys.stderr)
        return 1
    finally:
        sock.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
