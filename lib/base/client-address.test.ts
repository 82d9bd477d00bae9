import { describe, expect, it } from "vitest";
import { clientAddressOf, peerAddressHeader, resolveClientAddress, trustedProxyList } from "./client-address";

const none = trustedProxyList([]);
const proxies = trustedProxyList(["10.0.0.1", "172.16.0.0/12", "::1"]);

describe("the client's address", () => {
  it("is the connection's address when no proxy is trusted, whatever X-Forwarded-For says", () => {
    expect(resolveClientAddress("192.168.1.20", "1.2.3.4", none)).toBe("192.168.1.20");
    expect(resolveClientAddress("::ffff:192.168.1.20", undefined, none)).toBe("192.168.1.20");
  });

  it("behind trusted proxies is the right-most hop that is not one of them", () => {
    // The client wrote "6.6.6.6"; the proxy appended the address it saw.
    expect(resolveClientAddress("10.0.0.1", "6.6.6.6, 192.168.1.20", proxies)).toBe("192.168.1.20");
    expect(resolveClientAddress("10.0.0.1", "6.6.6.6, 192.168.1.20, 172.16.3.4", proxies)).toBe(
      "192.168.1.20",
    );
    expect(resolveClientAddress("::1", "192.168.1.21", proxies)).toBe("192.168.1.21");
  });

  it("is the proxy's own when it forwarded nothing, and the left-most when every hop is trusted", () => {
    expect(resolveClientAddress("10.0.0.1", undefined, proxies)).toBe("10.0.0.1");
    expect(resolveClientAddress("10.0.0.1", "172.16.0.9, 10.0.0.1", proxies)).toBe("172.16.0.9");
  });

  it("does not trust an untrusted connection's forwarded hops, nor garbage as a proxy", () => {
    expect(resolveClientAddress("192.168.1.20", "10.0.0.1", proxies)).toBe("192.168.1.20");
    expect(resolveClientAddress("10.0.0.1", "not-an-ip, 10.0.0.1", proxies)).toBe("not-an-ip");
  });

  it("reads the peer header only when this process's server sets it", () => {
    const headers = new Headers({ [peerAddressHeader]: "192.168.1.20", "x-forwarded-for": "1.2.3.4" });
    expect(clientAddressOf(headers, none, true)).toBe("192.168.1.20");
    // Under `next dev` nobody stamps the header: a client's copy is not believed.
    expect(clientAddressOf(headers, none, false)).toBe("unknown");
    expect(clientAddressOf({ "x-forwarded-for": "1.2.3.4" }, none, true)).toBe("unknown");
  });
});
