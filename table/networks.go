package table

import (
	"net"
	"slices"
)

// Network is one of the machine's networks a server can listen on: the interface's name and
// the machine's address on it.
type Network struct {
	Name string
	IP   net.IP
}

// Networks are the machine's networks that phones can reach it on: every interface that is
// up, and not the loopback, with its IPv4 addresses, then its global IPv6 ones. The GM picks
// one to Start on; none for a machine on no network.
func Networks() []Network {
	ifaces, err := net.Interfaces()
	if err != nil {
		return nil
	}
	var v4, v6 []Network
	for _, in := range ifaces {
		if in.Flags&net.FlagUp == 0 || in.Flags&net.FlagLoopback != 0 {
			continue
		}
		addrs, err := in.Addrs()
		if err != nil {
			continue
		}
		for _, a := range addrs {
			n, ok := a.(*net.IPNet)
			switch {
			case !ok:
			case n.IP.To4() != nil:
				v4 = append(v4, Network{Name: in.Name, IP: n.IP.To4()})
			case n.IP.IsGlobalUnicast():
				v6 = append(v6, Network{Name: in.Name, IP: n.IP})
			}
		}
	}
	return slices.Concat(v4, v6)
}
