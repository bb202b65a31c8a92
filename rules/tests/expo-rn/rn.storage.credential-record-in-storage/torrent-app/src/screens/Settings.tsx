import React from "react";
import { Button } from "react-native";
import { storeDirectories, storePreferences } from "../store/preferences";
import { storeSearch } from "../store/search";
import { addServer, loadServers, storeServers } from "../store/servers";

export default function Settings({ draft }) {
  const save = () => {
    storeServers({ servers: draft.servers, activeServerId: loadServers()?.activeServerId });
    storeSearch(draft.indexer);
    draft.added.forEach(addServer);
    storePreferences(draft.preferences);
    storeDirectories(draft.directories);
  };
  return <Button title="Save" onPress={save} />;
}
