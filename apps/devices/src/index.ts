// Device simulators (gate cameras, road-side collectors, OCPP chargers, parking locks) arrive with the parking issue.
export {};
